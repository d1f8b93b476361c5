import type { ColumnType, Generated } from 'kysely';

export type ParentTables = {
  /** A student's choice about the parent progress summary (0185); no row = on, never sent. */
  parent_summaries: {
    user_id: number;
    enabled: Generated<boolean>;
    last_sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    updated_at: Generated<Date>;
  };
};
