import type { ColumnType, Generated } from 'kysely';

export type AssessmentTables = {
  scenarios: {
    id: number;
    title: string;
    description: Generated<string>;
    video: string | null;
    rating_labels: ColumnType<string[] | null, string | null | undefined, string | null>;
  };
  scenario_questions: {
    id: number;
    scenario_id: number;
    kind: string;
    position: number;
    question_id: number | null;
    title: Generated<string>;
    question: Generated<string>;
    description: Generated<string>;
    image: string | null;
    image_1_url: string | null;
    image_2_url: string | null;
    extra: ColumnType<Record<string, unknown>, string | undefined, string>;
  };
  assessment_attempts: {
    id: Generated<number>;
    user_id: number;
    answers: ColumnType<unknown, string, string>;
    profile: ColumnType<unknown, string, string>;
    instrument_version: string;
    created_at: Generated<Date>;
  };
};
