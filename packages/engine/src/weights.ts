/**
 * The engine's weights, chosen on the TRAIN (development) half of the careers (split by a hash of the
 * code) and evaluated on the TEST half. The skill/slider mixes come from `npm run engine:eval --
 * --tune`; the part weights, the interest mix, the diversity rule and the exposure cap from issue 23's
 * comparison with the O*NET Interest Profiler on the development half. docs/engine.md has the grid,
 * the criteria and the figures.
 */
export type EngineWeights = {
  /** Part weights of the fit (normalized over the parts the student answered). */
  interest: number;
  skill: number;
  value: number;
  /** Inside the interest fit: level closeness, profile shape (Pearson) and scenario 4 code agreement. */
  interestMix: { closeness: number; shape: number; code: number };
  /**
   * Interest differentiation: the shape term counts min(1, sd(student interests) / differentiation);
   * a flat, undifferentiated profile says little about which careers fit (0 = off).
   */
  differentiation: number;
  /**
   * Scenario 4 fills in for flat activities: when a ranking was given, the share
   * 1 − min(1, sd(interests) / rankingFillsFlat) of the closeness and shape weights moves to the code
   * agreement, so a student whose activity answers are all alike is matched on their own ranking
   * (an sd on the 0..1 scale; 0 = off).
   */
  rankingFillsFlat: number;
  /** Code agreement = (1 − codeFirst)·Iachan M + codeFirst·[same first letter]. */
  codeFirst: number;
  /**
   * Part differentiation for skills and sliders: a part's weight counts min(1, sd(its answers) /
   * partDifferentiation); all-the-same answers say nothing about which careers fit (0 = off).
   */
  partDifferentiation: number;
  /**
   * Skill shrinkage λ (skill-shrink.ts; 0 or absent = off): before the skill fit, each self-rating is
   * pulled towards the mean of the student's ratings in its O*NET skill category by the share λ.
   */
  skillShrink?: number;
  /**
   * Slider shrinkage λ (issue 23, fifth round; 0 or absent = off): before the value fit, each slider
   * answer is pulled towards the mean of the student's own slider answers by the share λ.
   */
  sliderShrink?: number;
  /** Job Zone factor: cost per zone above the aimed-for zone, per zone below beyond `freeBelow` zones. */
  zone: { above: number; below: number; freeBelow: number };
  /** Inside the skill and slider fits: closeness vs shape. */
  skillShape: number;
  valueShape: number;
  /** Weight of being above a career's skill level (below it always weighs 1). */
  surplus: number;
  /** Diversity: score penalty per already-chosen career of the same SOC detailed / broad occupation. */
  diversity: { family: number; broad: number; maxPerBroad?: number };
  /** Added to the fit of a career matching what the student typed at sign-up (× match strength). */
  typedBoost: number;
  /**
   * Exposure cap (exposure-cap.ts; 0 or absent = off): the largest share of answer-blind random
   * respondents' top 10s that one career may take; careers over it get a fitted penalty on the fit.
   */
  exposureCap?: number;
  /**
   * Hubness reduction (hub-correction.ts; 0 = off): `standardise` z blends in the fit standardised
   * against the career's own distribution over a fixed reference population of random respondents;
   * `shift` λ subtracts λ × (the career's mean fit over that population − the catalogue's average);
   * `tail` uses the 95 % quantile instead of the mean; `strata` keeps the statistics per first ranked
   * type of scenario 4 and corrects each respondent against their own stratum.
   */
  hub: { shift: number; standardise: number; tail?: boolean; strata?: boolean };
};

export const DEFAULT_WEIGHTS: EngineWeights = {
  interest: 0.85,
  skill: 0.09,
  value: 0.06,
  interestMix: { closeness: 0.3, shape: 0.7, code: 0 },
  differentiation: 0.25,
  rankingFillsFlat: 0.05,
  codeFirst: 0.5,
  partDifferentiation: 0.15,
  skillShrink: 0.5,
  sliderShrink: 0.5,
  zone: { above: 0.3, below: 0.1, freeBelow: 0 },
  skillShape: 0.75,
  valueShape: 0.5,
  surplus: 1,
  diversity: { family: 0, broad: 0, maxPerBroad: 3 },
  typedBoost: 0.05,
  hub: { shift: 0, standardise: 0 },
  exposureCap: 0.035,
};
