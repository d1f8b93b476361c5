import type { ColumnType, Generated } from 'kysely';

export type ResultTables = {
  career_results: {
    id: Generated<number>;
    attempt_id: number;
    user_id: number;
    career_code: string;
    title: string;
    description: Generated<string>;
    impact: 'L' | 'M' | 'H' | null;
    rank: number;
    match: number;
    ai: string;
    reasons: ColumnType<unknown, string | undefined, string>;
    score: number | null;
    interested: Generated<boolean>;
    booked: Generated<boolean>;
    created_at: Generated<Date>;
    updated_at: ColumnType<Date, string | undefined, string>;
  };
};
