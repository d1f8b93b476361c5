import type { ColumnType, Generated } from 'kysely';

/** Issue 22 (migration 0175): the Idempotency-Key of a write, stored with the write. */
export type IdempotencyTables = {
  idempotency_keys: {
    user_id: number;
    key: string;
    request_hash: string;
    resource_id: ColumnType<string | null, number | null | undefined, number | null>;
    status_code: number | null;
    response: ColumnType<unknown, string | null | undefined, string | null>;
    created_at: Generated<Date>;
  };
};
