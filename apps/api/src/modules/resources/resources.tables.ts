import type { Generated } from 'kysely';

export type ResourceTables = {
  school_resources: {
    id: Generated<number>;
    school_id: number | null;
    kind: 'picks' | 'finds';
    title: string;
    subtitle: Generated<string>;
    thumbnail: string | null;
    body: Generated<string>;
    video: string | null;
    position: Generated<number>;
    slug: string;
    /** Issue 20: back-office drafts are unpublished; school-resource/ serves published only. */
    published: Generated<boolean>;
    updated_at: Date | null;
  };
};
