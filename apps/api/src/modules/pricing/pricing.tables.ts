import type { ColumnType, Generated } from 'kysely';

export type PricingTables = {
  pricing_plans: {
    id: Generated<number>;
    slug: string;
    title: string;
    description: string;
    /** NUMERIC comes back from node-postgres as a string ("9.99"). */
    price: ColumnType<string, string | number, string | number>;
    duration: string;
    /** Length of a paid period; null = does not expire (the free plan). */
    duration_days: number | null;
    image: string | null;
    position: Generated<number>;
    is_active: Generated<boolean>;
    created_at: Generated<Date>;
    /** 1:1 mentorship sessions the plan sells, usable within 12 months of purchase (0050). */
    mentor_sessions: Generated<number>;
    /** The plan includes the AI companions (Career Buddy, College Buddy). */
    companions: Generated<boolean>;
    /** Chat messages a day with the companions; null = unlimited. */
    daily_chat_messages: Generated<number | null>;
    /** Requests are matched before those of other plans. */
    priority_matching: Generated<boolean>;
    /** A monthly progress e-mail to the parent or guardian on file (0185, docs/parents.md). */
    parent_summary: Generated<boolean>;
  };
};
