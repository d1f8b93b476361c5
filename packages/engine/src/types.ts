/**
 * The engine's public vocabulary: the instrument (what the assessment asks), the answers it accepts
 * (mirroring the spec's POST scenarios/ submission), the profile it computes, the catalogue it ranks
 * and the recommendations it returns. Pure data types: no I/O anywhere in this package.
 */

export const RIASEC_TYPES = [
  'Realistic',
  'Investigative',
  'Artistic',
  'Social',
  'Enterprising',
  'Conventional',
] as const;
export type RiasecType = (typeof RIASEC_TYPES)[number];
/** Scenario 4 also offers 'None' (no type appeals). */
export type RankableType = RiasecType | 'None';

/** O*NET content-model element ids, e.g. '2.A.1.e' (Mathematics), '1.B.2.d' (Relationships). */
export type ElementId = string;

// ---------------------------------------------------------------------------------------------
// Instrument
// ---------------------------------------------------------------------------------------------

/** Scenario 1, part 1: pick a team. Answer 1 = The Titans … 5 = The Dragons (3 = either). */
export type TeamChoiceItem = {
  id: number;
  title: string;
  question: string;
  description: string;
  image: string;
  titans: { type: RiasecType; description: string; image: string };
  dragons: { type: RiasecType; description: string; image: string };
};

/** Scenario 1, part 2: one grid row rated 1 'Not at all likely' … 5 'Extremely likely'. */
export type ActivityItem = { id: number; number: number; text: string; type: RiasecType };

/** Scenario 2: a skill a student can judge; rated 1 'I am great at it' … 5 'I am not good at it'. */
export type SkillItem = {
  id: number;
  number: number;
  name: string;
  description: string;
  /** The O*NET skill elements (Skills.txt, 35 of them) this self-rating stands for. */
  elements: ElementId[];
};

/** What a scenario 3 slider measures: an O*NET work value (EX 1-7) or work style (IM 1-5). */
export type SliderTarget = { kind: 'value' | 'style'; element: ElementId; weight: number };

/** Scenario 3: one 1-5 slider per page (1 = the low label, 5 = the high label). */
export type SliderItem = {
  id: number;
  number: number;
  title: string;
  question: string;
  description: string;
  lowLabel: string;
  highLabel: string;
  image: string;
  targets: SliderTarget[];
};

/** Scenario 4: the seven cards (six types and None). */
export type TypeCard = { id: number; name: RankableType; description: string; image: string };

export type Instrument = {
  version: string;
  ratingLabels: { activities: readonly string[]; skills: readonly string[] };
  scenario1: {
    title: string;
    intro: string;
    /** Path of the intro video, or null when the web app shows its own animation. */
    video: string | null;
    teamChoices: TeamChoiceItem[];
    gridHeading: string;
    activities: ActivityItem[];
  };
  scenario2: { title: string; intro: string; skills: SkillItem[] };
  scenario3: { title: string; intro: string; sliders: SliderItem[] };
  scenario4: { title: string; intro: string; rankingQuestionId: number; types: TypeCard[] };
};

// ---------------------------------------------------------------------------------------------
// Answers (the spec's submission: a list of {scenario_id, answers})
// ---------------------------------------------------------------------------------------------

/**
 * One answer. `question` is the question's `id` from GET scenarios/.
 * - Scenario 1: team-choice ids → 1..5 (1 The Titans, 5 The Dragons); activity ids → 1..5.
 * - Scenario 2: skill ids → bucket 1..5 (1 'I am great at it', 5 'I am not good at it').
 * - Scenario 3: slider ids → 1..5.
 * - Scenario 4: ONE entry whose answer is the comma-joined names of the three ranked types in order
 *   ('Social,Artistic,Investigative') or 'None'; its `question` is `scenario4.rankingQuestionId`
 *   (any scenario 4 id is accepted).
 * Numbers may arrive as numeric strings ('4'); they are coerced.
 */
export type AnswerEntry = { question: number; answer: number | string };
export type ScenarioAnswers = { scenario_id: number; answers: AnswerEntry[] };
export type Answers = ScenarioAnswers[];

// ---------------------------------------------------------------------------------------------
// Profile (scoreAnswers output) — every score on 0..1, 1 = strongest
// ---------------------------------------------------------------------------------------------

export type Profile = {
  /** RIASEC interest scores 0..1 from the activities and team choices. */
  interests: Record<RiasecType, number>;
  /** Scenario 4 order (first = top 1); empty when the student chose None or skipped it. */
  rankedTypes: RiasecType[];
  /** Skill self-ratings by scenario 2 item id, 0..1 (1 = 'I am great at it'). */
  skills: Record<number, number>;
  /** Work values (O*NET element id → 0..1) from scenario 3. */
  values: Record<ElementId, number>;
  /** Work styles (O*NET element id → 0..1) from scenario 3. */
  styles: Record<ElementId, number>;
  /** How much of the instrument was answered (0..1 per part); unanswered items count as neutral. */
  completeness: {
    activities: number;
    teamChoices: number;
    skills: number;
    sliders: number;
    ranking: boolean;
  };
};

// ---------------------------------------------------------------------------------------------
// Catalogue (what the API loads from the database and hands to prepareCatalogue)
// ---------------------------------------------------------------------------------------------

export type CareerSkill = { importance: number; level: number };

/** One occupation with a complete profile, in O*NET units. */
export type CareerData = {
  code: string;
  title: string;
  /** O*NET Job Zone 1..5 (null when O*NET has none). */
  jobZone: number | null;
  /** OI levels 1..7 per type. */
  interests: Record<RiasecType, number>;
  /** First, second and third interest high points (1..3 entries). */
  highPoint: RiasecType[];
  /** The 35 skills by element id: importance IM 1..5, level LV 0..7. */
  skills: Record<ElementId, CareerSkill>;
  /** The 16 work styles by element id: importance IM 1..5. */
  workStyles: Record<ElementId, number>;
  /** The 6 work values by element id: extent EX 1..7. */
  workValues: Record<ElementId, number>;
  /** Alternate and reported titles, for matching the careers a student typed at sign-up. */
  titles: string[];
};

// ---------------------------------------------------------------------------------------------
// Recommendation
// ---------------------------------------------------------------------------------------------

/** Sign-up education code (2 HS/GED, 5 Associate's, 6 Bachelor's, 8 Master's, 11 Doctoral). */
export type EducationCode = 2 | 5 | 6 | 8 | 11;
export type GradeCode = 'FM' | 'SM' | 'JR' | 'SR' | 'OT';

export type RecommendContext = {
  education?: EducationCode | null;
  grade?: GradeCode | null;
  age?: number | null;
  /** The careers typed at sign-up: a comma-separated string or a list. */
  typedCareers?: string | string[] | null;
  /** How many careers to return (default 10). */
  limit?: number;
};

export type ReasonKind = 'interest' | 'skill' | 'value' | 'style' | 'typed' | 'education';

/** A structured reason: `items` are the student's own matching traits, in plain words. */
export type Reason = { kind: ReasonKind; label: string; items: string[]; strength: number };

export type Recommendation = {
  code: string;
  title: string;
  rank: number;
  /** Match strength 0..100 (integer): 100 × the weighted fit before the diversity step. */
  match: number;
  /** The fit of each part, 0..1. */
  components: { interest: number; skill: number; value: number; zone: number; typed: number };
  reasons: Reason[];
  /** 2-4 plain sentences starting 'AI recommended'. */
  ai: string;
};
