import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schools')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('affiliate_code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('industries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('tags')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('Student', 'Mentor')`))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('zipcode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('age', 'integer')
    .addColumn('grade', 'text')
    .addColumn('education', 'integer')
    .addColumn('careers', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('certainty', 'integer')
    .addColumn('favorite_ice_cream_flavor', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('about_me', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('industry_id', 'integer', (c) => c.references('industries.id').onDelete('set null'))
    .addColumn('social_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('ai_report', 'text')
    .addColumn('pricing_plan_id', 'integer')
    .addColumn('plan_expires_at', 'timestamptz')
    .addColumn('affiliate_code', 'text')
    .addColumn('school_id', 'integer', (c) => c.references('schools.id').onDelete('set null'))
    .addColumn('terms_accepted_at', 'timestamptz')
    .addColumn('allow_data_sharing', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('data_sharing_consented_at', 'timestamptz')
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`.execute(db);

  await db.schema
    .createTable('user_tags')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_tags_pkey', ['user_id', 'tag_id'])
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('verify_email', 'password_reset')`),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_reviews')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('review', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'outbox_messages',
    'user_reviews',
    'one_time_tokens',
    'refresh_tokens',
    'user_tags',
    'users',
    'tags',
    'industries',
    'schools',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
