import type { ColumnType, Generated } from 'kysely';

export type ExplorationTables = {
  scoop_questions: {
    id: Generated<number>;
    career_code: string;
    ordering: number;
    question: string;
    answer: string;
    created_at: Generated<Date>;
    /** The preset it answers (migration 0190) and the revision of that preset's text. */
    preset_id: number;
    preset_revision: Generated<number>;
  };
  /** The Scoop's preset questions (back office, docs/backoffice.md "Scoop preset questions"). */
  scoop_presets: {
    id: Generated<number>;
    kind: 'day' | 'pay' | 'path' | 'likes' | 'ai' | 'outlook' | null;
    question: string;
    ordering: number;
    published: Generated<boolean>;
    revision: Generated<number>;
    updated_at: Date | null;
  };
  /** The FAQ (back office, docs/backoffice.md "FAQ"); answers are plain text, paragraphs split by a blank line. */
  faq_entries: {
    id: Generated<number>;
    audience: 'careerexplorer' | 'communitypartner';
    question: string;
    answer: string;
    position: Generated<number>;
    published: Generated<boolean>;
    updated_at: Date | null;
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
