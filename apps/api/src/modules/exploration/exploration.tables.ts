import type { ColumnType, Generated } from 'kysely';

export type ExplorationTables = {
  scoop_questions: {
    id: Generated<number>;
    career_code: string;
    ordering: number;
    question: string;
    answer: string;
    created_at: Generated<Date>;
  };
  scoop_refreshes: {
    user_id: number;
    question_id: number;
    refresh_count: number;
    answer: string;
    updated_at: ColumnType<Date, string | undefined, string>;
  };
  ai_reports: {
    user_id: number;
    token: string;
    created_at: Generated<Date>;
  };
};
