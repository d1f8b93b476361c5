import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_SCHOOL } from '../accounts/accounts.seed';
import { headersFor, insertStudent } from '../mentorship/testing/mentorship-fixtures';
import { deleteSchoolPick, listSchoolPicks } from '../resources/school-picks';
import { insertStaff, staffHeaders } from './testing/backoffice-fixtures';

/**
 * Content in the back office (issue 20): each type round-trips to the member-facing endpoint;
 * drafts stay hidden, publish shows, unpublish hides; a resource for the demo school reaches its
 * students only; bodies are cleaned before they are stored; every change is audited.
 */
let t: TestApp;
let editor: Record<string, string>;
let supportOnly: Record<string, string>;
let demoSchoolId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  await t.app.ready();
  const ed = await insertStaff(t.ctx, ['content_editor']);
  editor = { authorization: (await staffHeaders(t.ctx, ed.id)).authorization };
  const sup = await insertStaff(t.ctx, ['support'], { first_name: 'Sam' });
  supportOnly = { authorization: (await staffHeaders(t.ctx, sup.id)).authorization };
  demoSchoolId = (
    await t.ctx.db
      .selectFrom('schools')
      .select('id')
      .where('affiliate_code', '=', DEMO_SCHOOL.affiliate_code)
      .executeTakeFirstOrThrow()
  ).id;
});

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });

async function auditOf(targetType: string, id: number) {
  return t.ctx.db
    .selectFrom('audit_log')
    .select(['action', 'before', 'after'])
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();
}

async function studentIn(schoolId: number | null) {
  const s = await insertStudent(t.ctx, { plan: 'sundae' });
  if (schoolId !== null)
    await t.ctx.db.updateTable('users').set({ school_id: schoolId }).where('id', '=', s.id).execute();
  return headersFor(t.ctx, s.id);
}

describe('testimonials and stories', () => {
  it('a draft is hidden; published it appears in user-reviews/; edited it changes; unpublished it disappears', async () => {
    const served = async (audience = 'home') =>
      JSON.stringify((await call('GET', `user-reviews/?per_page=100&audience=${audience}`, {})).json());

    const bad = await call('POST', 'backoffice/testimonials/', editor, { name: ' ', review: '', age: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      name: ['Enter the name of the person quoted.'],
      review: ['Enter what they said.'],
      age: ['Enter an age from 10 to 99.'],
    });

    const created = await call('POST', 'backoffice/testimonials/', editor, {
      name: 'Jordan Q.',
      title: 'Student, 11th grade',
      review: 'The results gave me three careers I had never heard of.',
    });
    expect(created.statusCode).toBe(201);
    const t1 = created.json();
    expect(t1).toMatchObject({ published: false, audience: 'home' });
    expect(await served()).not.toContain('Jordan Q.');

    expect((await call('POST', `backoffice/testimonials/${t1.id}/publish/`, editor)).json().published).toBe(
      true,
    );
    expect(await served()).toContain('Jordan Q.');

    await call('PATCH', `backoffice/testimonials/${t1.id}/`, editor, { review: 'Now with a sharper quote.' });
    expect(await served()).toContain('Now with a sharper quote.');

    await call('POST', `backoffice/testimonials/${t1.id}/unpublish/`, editor);
    expect(await served()).not.toContain('Jordan Q.');

    // A story (audience student) appears under /stories' list, not on the home page.
    const story = (
      await call('POST', 'backoffice/testimonials/', editor, {
        audience: 'student',
        name: 'Rae',
        review: 'I found a path into marine biology.',
        age: 16,
        career_path: 'Marine biologist',
        quote: 'I found my people.',
      })
    ).json();
    await call('POST', `backoffice/testimonials/${story.id}/publish/`, editor);
    expect(await served('student')).toContain('I found my people.');
    expect(await served('home')).not.toContain('I found my people.');

    expect((await auditOf('testimonial', t1.id)).map((a) => a.action)).toEqual([
      'testimonial_created',
      'testimonial_published',
      'testimonial_updated',
      'testimonial_unpublished',
    ]);
    const [, published] = await auditOf('testimonial', t1.id);
    expect(published?.before).toMatchObject({ published: false });
    expect(published?.after).toMatchObject({ published: true });
  });

  it('the list is paged and filtered; writing needs content.write', async () => {
    const page = (
      await call('GET', 'backoffice/testimonials/?audience=home&status=published', editor)
    ).json();
    expect(page.per_page).toBe(20);
    expect(
      page.results.every(
        (r: { published: boolean; audience: string }) => r.published && r.audience === 'home',
      ),
    ).toBe(true);
    expect((await call('GET', 'backoffice/testimonials/?page=0', editor)).json()).toEqual({
      page: ['Invalid page.'],
    });
    const refused = await call('POST', 'backoffice/testimonials/', supportOnly, { name: 'X', review: 'Y' });
    expect(refused.statusCode).toBe(403);
    expect(await t.ctx.db.selectFrom('user_reviews').select('id').where('name', '=', 'X').execute()).toEqual(
      [],
    );
  });
});

describe('school resources', () => {
  const dirty =
    '<p onclick="steal()">Career fair on Friday<script>alert(1)</script>' +
    '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">click</a>' +
    ' <a href="https://example.org/fair">details</a></p>';

  it('a resource for the demo school reaches its students only once published; the body is stored cleaned', async () => {
    const demoStudent = await studentIn(demoSchoolId);
    const otherStudent = await studentIn(null);
    const picks = async (h: Record<string, string>) =>
      JSON.stringify((await call('GET', 'school-resource/?kind=picks&per_page=100', h)).json());

    const bad = await call('POST', 'backoffice/resources/', editor, {
      title: '',
      body: '<p> </p>',
      video: 'javascript:alert(1)',
      school_id: 999999,
    });
    expect(bad.json()).toEqual({
      title: ['Enter a title.'],
      body: ['Write the text of the resource.'],
      video: ['Enter an https:// link or a /media/ path.'],
    });
    expect(
      (
        await call('POST', 'backoffice/resources/', editor, { title: 'T', body: 'x', school_id: 999999 })
      ).json(),
    ).toEqual({ school_id: ['There is no such school.'] });

    const created = await call('POST', 'backoffice/resources/', editor, {
      kind: 'picks',
      school_id: demoSchoolId,
      title: 'Demo career fair',
      subtitle: 'Friday, in the gym',
      body: dirty,
      video: 'https://example.org/fair.mp4',
    });
    expect(created.statusCode).toBe(201);
    const r = created.json();
    expect(r).toMatchObject({ published: false, school_id: demoSchoolId, school_name: DEMO_SCHOOL.name });

    // Stored cleaned, not as sent.
    const row = await t.ctx.db
      .selectFrom('school_resources')
      .select('body')
      .where('id', '=', r.id)
      .executeTakeFirstOrThrow();
    for (const bad of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', '<img'])
      expect(row.body).not.toContain(bad);
    expect(row.body).toContain('Career fair on Friday');
    expect(row.body).toContain('href="https://example.org/fair"');

    // The preview answers what would be stored, and stores nothing.
    const preview = (await call('POST', 'backoffice/resources/preview/', editor, { body: dirty })).json();
    expect(preview.body).toBe(row.body);

    expect(await picks(demoStudent)).not.toContain('Demo career fair');
    // The school's counselors neither see nor delete a draft (their list is published picks).
    expect((await listSchoolPicks(t.ctx.db, demoSchoolId)).map((p) => p.title)).not.toContain(
      'Demo career fair',
    );
    expect(await deleteSchoolPick(t.ctx.db, demoSchoolId, r.id)).toBe(false);
    await call('POST', `backoffice/resources/${r.id}/publish/`, editor);
    expect((await listSchoolPicks(t.ctx.db, demoSchoolId)).map((p) => p.title)).toContain('Demo career fair');
    expect(await picks(demoStudent)).toContain('Demo career fair');
    expect(await picks(otherStudent)).not.toContain('Demo career fair');

    // Edits show at once; moving it to Great Finds moves it for members too.
    await call('PATCH', `backoffice/resources/${r.id}/`, editor, { title: 'Demo career fair (moved)' });
    expect(await picks(demoStudent)).toContain('Demo career fair (moved)');
    await call('POST', `backoffice/resources/${r.id}/unpublish/`, editor);
    expect(await picks(demoStudent)).not.toContain('Demo career fair');

    expect((await auditOf('school_resource', r.id)).map((a) => a.action)).toEqual([
      'resource_created',
      'resource_published',
      'resource_updated',
      'resource_unpublished',
    ]);
  });

  it('a resource for everyone reaches every student; ordering puts a lower position first', async () => {
    const student = await studentIn(null);
    const r = (
      await call('POST', 'backoffice/resources/', editor, {
        title: 'For everyone first',
        body: '<p>Hello</p>',
        position: -1_000_000,
      })
    ).json();
    await call('POST', `backoffice/resources/${r.id}/publish/`, editor);
    const page = (await call('GET', 'school-resource/?kind=picks', student)).json();
    expect(page.results[0].title).toBe('For everyone first');
    await call('POST', `backoffice/resources/${r.id}/unpublish/`, editor);
  });

  it('the thumbnail goes through the profile-photo pipeline: 16:10 WebP, no metadata; bad files refused', async () => {
    const r = (
      await call('POST', 'backoffice/resources/', editor, { title: 'With a picture', body: 'Hi' })
    ).json();
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#f60' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera' } } })
      .toBuffer();
    const upload = (bytes: Buffer, field = 'thumbnail', filename = 'pic.jpg') => {
      const boundary = '----pathscoopboundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/backoffice/resources/${r.id}/thumbnail/`,
        headers: { ...editor, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    };
    const text = await upload(Buffer.from('not a picture at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ thumbnail: ['Upload a PNG or JPEG image (png, jpg or jpeg).'] });
    expect((await upload(jpeg, 'other')).json()).toEqual({
      thumbnail: ['Only a thumbnail can be uploaded here.'],
    });

    const ok = await upload(jpeg);
    expect(ok.statusCode).toBe(200);
    const thumb = ok.json().thumbnail as string;
    expect(thumb).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]{32}-768\.webp$/);
    const file = await t.app.inject({ url: thumb });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 768, 480, undefined]);
    expect((await auditOf('school_resource', r.id)).map((a) => a.action)).toContain(
      'resource_thumbnail_changed',
    );
  });

  it('without content.write nothing changes', async () => {
    const r = (await call('POST', 'backoffice/resources/', editor, { title: 'Guarded', body: 'Hi' })).json();
    expect((await call('POST', `backoffice/resources/${r.id}/publish/`, supportOnly)).statusCode).toBe(403);
    expect((await call('GET', `backoffice/resources/${r.id}/`, editor)).json().published).toBe(false);
  });
});
