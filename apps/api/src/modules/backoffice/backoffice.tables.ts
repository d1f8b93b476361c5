import type { ColumnType, Generated } from 'kysely';

export type BackofficeTables = {
  operators: { user_id: number; created_at: Generated<Date> };
  operator_actions: {
    id: Generated<number>;
    operator_id: number | null;
    action: string;
    target_type: string;
    target_id: number;
    detail: ColumnType<Record<string, unknown>, string | undefined, string>;
    created_at: ColumnType<Date, Date | string, Date | string>;
  };
};
