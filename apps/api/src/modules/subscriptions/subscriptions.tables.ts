import type { ColumnType, Generated } from 'kysely';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type SubscriptionTables = {
  subscriptions: {
    id: Generated<number>;
    email: string;
    status: Generated<'pending' | 'confirmed' | 'unsubscribed'>;
    created_at: Generated<Date>;
    confirmed_at: NullableTimestamp;
    unsubscribed_at: NullableTimestamp;
    last_mailed_at: NullableTimestamp;
  };
};
