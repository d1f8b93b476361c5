import type { ColumnType, Generated } from 'kysely';

/** jsonb: read as parsed JSON, written as a JSON string. */
type Json<T> = ColumnType<T, string, string>;

export type CareerSkillJson = { id: string; name: string; importance: number; level: number };
export type CareerStyleJson = { id: string; name: string; importance: number };
export type CareerValueJson = { id: string; name: string; extent: number };
export type RelatedJson = { code: string; title: string; tier: string };

export type CatalogTables = {
  careers: {
    code: string;
    title: string;
    description: string;
    job_zone: number | null;
    interests: Json<Record<string, number> | null>;
    high_point: Json<string[]>;
    skills: Json<CareerSkillJson[]>;
    work_styles: Json<CareerStyleJson[]>;
    work_values: Json<CareerValueJson[]>;
    typical_education: string | null;
    median_wage: number | null;
    median_wage_note: 'top_coded' | 'unavailable' | 'broad_group' | null;
    ai_exposure: number | null;
    ai_impact: 'L' | 'M' | 'H' | null;
    related: Json<RelatedJson[]>;
    tasks: Json<string[]>;
    hot_technologies: Json<string[]>;
    complete: boolean;
    content_hash: string;
    updated_at: Generated<Date>;
  };
  career_titles: {
    id: Generated<number>;
    career_code: string;
    title: string;
    /** Lower-cased, punctuation-free, singular words (engine normalizeTitle): what search compares. */
    title_norm: string;
    kind: 'title' | 'alternate' | 'short' | 'reported';
    /** How many O*NET sources report this title (a popularity signal for ranking). */
    sources: number;
  };
  job_zones: {
    zone: number;
    name: string;
    experience: string;
    education: string;
    training: string;
    examples: string;
  };
  catalog_meta: { key: string; value: string };
};
