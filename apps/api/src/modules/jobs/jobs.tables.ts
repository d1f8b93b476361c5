import type { ColumnType, Generated } from 'kysely';

export type JobStatus = 'pending' | 'done' | 'failed' | 'cancelled';

export type JobTables = {
  jobs: {
    id: Generated<number>;
    kind: string;
    key: string;
    payload: ColumnType<Record<string, unknown>, string | undefined, string>;
    run_at: ColumnType<Date, Date | string, Date | string>;
    status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
    attempts: Generated<number>;
    last_error: string | null;
    created_at: Generated<Date>;
    finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
};
