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
    /** The terms a new buyer gets (0165); every edit makes a new version. */
    current_terms_id: number | null;
    /** The Stripe Product the plan's Prices belong to (made on the first price, 0165). */
    stripe_product_id: string | null;
    updated_at: Date | null;
  };
  /**
   * One version of a plan's terms (0165, docs/backoffice.md "Plans"): what a buyer of that version
   * paid and is entitled to. Never updated: an edit inserts the next version.
   */
  pricing_plan_terms: {
    id: Generated<number>;
    plan_id: number;
    version: number;
    title: string;
    description: string;
    price: ColumnType<string, string | number, string | number>;
    duration: string;
    duration_days: number | null;
    mentor_sessions: number;
    companions: boolean;
    daily_chat_messages: number | null;
    priority_matching: boolean;
    /** A monthly progress e-mail to the parent or guardian (0185, docs/parents.md). */
    parent_summary: Generated<boolean>;
    /** The Stripe Price this version is sold at; null before Stripe is used (the sandbox). */
    stripe_price_id: string | null;
    created_by: number | null;
    created_at: Generated<Date>;
  };
};
