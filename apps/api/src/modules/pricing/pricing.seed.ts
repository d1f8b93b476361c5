import type { Database } from '../../db/database';
import { ensurePlanTerms } from './plan-terms';

type PlanSeed = {
  slug: string;
  title: string;
  price: string;
  duration: string;
  duration_days: number | null;
  image: string;
  description: string[];
  /** Entitlements its description promises (docs/gating.md, "Entitlements"). */
  entitlements: {
    mentor_sessions: number;
    companions: boolean;
    /** null = unlimited ('Unlimited … chats'). */
    daily_chat_messages: number | null;
    priority_matching: boolean;
    /** 'Parent progress summary by e-mail' (docs/parents.md). */
    parent_summary: boolean;
  };
};

/**
 * The plans every installation starts with (our own titles, prices and copy). Description lines
 * follow the spec's format: first line = title line, then bullets; a line followed by a line
 * containing '100%' carries a COMING SOON badge; the last line is the "more" text.
 */
export const PLAN_SEEDS: PlanSeed[] = [
  {
    slug: 'single-scoop',
    title: 'Single Scoop',
    price: '0.00',
    duration: 'forever',
    duration_days: null,
    image: '/images/plans/single-scoop.svg',
    entitlements: {
      mentor_sessions: 0,
      companions: false,
      daily_chat_messages: 0,
      priority_matching: false,
      parent_summary: false,
    },
    description: [
      'A free first taste of your future',
      'The full scenario assessment (10-15 minutes)',
      'Your top 10 career matches out of 840+ careers',
      'Save and score the careers you like',
      'Career Outlook data for every match',
      'Your AI Insights Report, free for every Career Explorer',
      'The assessment in Spanish',
      '100% free for every Career Explorer when it launches',
      'Upgrade whenever you are ready to talk to a mentor.',
    ],
  },
  {
    slug: 'double-scoop',
    title: 'Double Scoop',
    price: '12.00',
    duration: 'month',
    duration_days: 30,
    image: '/images/plans/double-scoop.svg',
    entitlements: {
      mentor_sessions: 1,
      companions: true,
      daily_chat_messages: 40,
      priority_matching: false,
      parent_summary: false,
    },
    description: [
      'Everything in Single Scoop, plus a real person to talk to',
      'One 1:1 micro-mentorship session with a Community Partner',
      'AI Career Buddy chat about any of your matches',
      'College Buddy for schools and programs',
      'Compare two careers side by side',
      'Talk to your companions by voice',
      '100% of new companion features included while you are subscribed',
      'One payment, no subscription: nothing renews or needs cancelling; sessions stay bookable for 12 months.',
    ],
  },
  {
    slug: 'sundae',
    title: 'Sundae',
    price: '59.00',
    duration: '6 months',
    duration_days: 182,
    image: '/images/plans/sundae.svg',
    entitlements: {
      mentor_sessions: 3,
      companions: true,
      daily_chat_messages: 80,
      priority_matching: false,
      parent_summary: true,
    },
    description: [
      'A half-year plan for students who are choosing a path',
      'Three 1:1 micro-mentorship sessions within 12 months',
      'AI Career Buddy and College Buddy companions',
      'Start an Action Plan with step-by-step goals',
      'Parent progress summary by e-mail',
      '100% of your sessions can be moved if plans change',
      'Great for juniors and seniors planning what comes next.',
    ],
  },
  {
    slug: 'milkshake',
    title: 'Milkshake',
    price: '99.00',
    duration: 'year',
    duration_days: 365,
    image: '/images/plans/milkshake.svg',
    entitlements: {
      mentor_sessions: 6,
      companions: true,
      daily_chat_messages: null,
      priority_matching: true,
      parent_summary: true,
    },
    description: [
      'Everything blended together for a whole year',
      'Six 1:1 micro-mentorship sessions within 12 months',
      'Unlimited AI Career Buddy and College Buddy chats',
      'Priority matching with mentors in your chosen field',
      'Personal AI Insights Report',
      'Talk to your companions by voice',
      '100% of future features included at no extra cost',
      'The plan with nothing left to upgrade to.',
    ],
  },
];

/** Idempotent: inserts missing plans by slug; never overwrites plans edited later. */
export async function seedPricingPlans(db: Database): Promise<void> {
  await db
    .insertInto('pricing_plans')
    .values(
      PLAN_SEEDS.map((p, i) => ({
        slug: p.slug,
        title: p.title,
        price: p.price,
        duration: p.duration,
        duration_days: p.duration_days,
        image: p.image,
        description: p.description.join('\n'),
        position: i + 1,
        ...p.entitlements,
      })),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  await ensurePlanTerms(db);
}
