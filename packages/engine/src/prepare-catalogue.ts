/**
 * prepareCatalogue: places every career in the profile space once, so that ranking a student is a
 * tight loop over flat arrays. A career's targets are where its ideal respondent lands
 * (docs/assessment.md, "Inverse mapping"):
 * - interests: scoreAnswers of the ideal answers (OI level o = (OI − 1)/6 per type);
 * - skills: per scenario 2 item, the career's percentile among all careers of its mean O*NET level
 *   (LV) over the item's elements, weighted by the mean importance (IM);
 * - sliders: per scenario 3 item, the mean percentile of the career's work values (EX) / styles (IM).
 */

import { idealAnswers, idealRatingTargets } from './ideal-answers';
import { INSTRUMENT } from './instrument';
import { scoreAnswers } from './score-answers';
import { percentileRanks } from './stats';
import { buildTitleIndex, type TitleIndex } from './title-match';
import { type CareerData, type Instrument, RIASEC_TYPES, type RiasecType } from './types';

export type PreparedCareer = {
  code: string;
  title: string;
  jobZone: number | null;
  highPoint: RiasecType[];
  /** SOC detailed occupation (first 7 characters, e.g. 29-1141): variants of one job. */
  family: string;
  /** SOC broad occupation (first 6 characters). */
  broad: string;
};

export type PreparedCatalogue = {
  instrument: Instrument;
  careers: PreparedCareer[];
  size: number;
  /** OI levels rescaled to 0..1, n × 6 (type order RIASEC_TYPES). */
  oi: Float64Array;
  /** Interest targets, n × 6. */
  interest: Float64Array;
  /** High-point code as type indexes, n × 3 (−1 = none). */
  code: Int8Array;
  /** Skill targets (0..1, 1 = the most demanding careers) and weights (mean IM 1..5), n × K. */
  skill: Float64Array;
  skillWeight: Float64Array;
  skillCount: number;
  /** Per career: Σ and Σ² of the skill targets, Σ of the skill weights; Σ and Σ² of the slider targets. */
  sums: {
    skill: Float64Array;
    skillSq: Float64Array;
    skillWeight: Float64Array;
    slider: Float64Array;
    sliderSq: Float64Array;
  };
  /** Slider targets 0..1, n × J. */
  slider: Float64Array;
  sliderCount: number;
  titles: TitleIndex;
};

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export function prepareCatalogue(
  careers: readonly CareerData[],
  instrument: Instrument = INSTRUMENT,
): PreparedCatalogue {
  const n = careers.length;
  const skillItems = instrument.scenario2.skills;
  const sliders = instrument.scenario3.sliders;
  const K = skillItems.length;
  const J = sliders.length;

  const oi = new Float64Array(n * 6);
  const code = new Int8Array(n * 3).fill(-1);
  careers.forEach((c, i) => {
    RIASEC_TYPES.forEach((t, k) => {
      oi[i * 6 + k] = ((c.interests[t] ?? 1) - 1) / 6;
    });
    c.highPoint.slice(0, 3).forEach((t, k) => {
      code[i * 3 + k] = RIASEC_TYPES.indexOf(t);
    });
  });

  // Skills: percentile of the mean level per item; weight = mean importance.
  const skill = new Float64Array(n * K);
  const skillWeight = new Float64Array(n * K);
  skillItems.forEach((item, k) => {
    const levels = careers.map((c) => mean(item.elements.map((e) => c.skills[e]?.level ?? 0)));
    const pct = percentileRanks(levels);
    careers.forEach((c, i) => {
      skill[i * K + k] = pct[i];
      skillWeight[i * K + k] = mean(item.elements.map((e) => c.skills[e]?.importance ?? 1));
    });
  });

  // Sliders: weighted mean of element percentiles.
  const elementPct = new Map<string, number[]>();
  for (const s of sliders)
    for (const t of s.targets) {
      if (elementPct.has(t.element)) continue;
      const raw = careers.map((c) =>
        t.kind === 'value' ? (c.workValues[t.element] ?? 1) : (c.workStyles[t.element] ?? 1),
      );
      elementPct.set(t.element, percentileRanks(raw));
    }
  const slider = new Float64Array(n * J);
  sliders.forEach((s, j) => {
    const wsum = s.targets.reduce((a, t) => a + t.weight, 0);
    for (let i = 0; i < n; i++) {
      let v = 0;
      for (const t of s.targets) v += t.weight * elementPct.get(t.element)![i];
      slider[i * J + j] = v / wsum;
    }
  });

  const prepared: PreparedCatalogue = {
    instrument,
    careers: careers.map((c) => ({
      code: c.code,
      title: c.title,
      jobZone: c.jobZone,
      highPoint: c.highPoint.slice(0, 3),
      family: c.code.slice(0, 7),
      broad: c.code.slice(0, 6),
    })),
    size: n,
    oi,
    interest: new Float64Array(n * 6),
    code,
    skill,
    skillWeight,
    skillCount: K,
    slider,
    sliderCount: J,
    titles: buildTitleIndex(careers),
    sums: rowSums(n, K, J, skill, skillWeight, slider),
  };

  // Interest targets: the profile of each career's ideal (noise-free, unrounded) respondent.
  for (let i = 0; i < n; i++) {
    const profile = scoreAnswers(instrument, idealAnswers(prepared, i, idealRatingTargets(prepared, i)));
    RIASEC_TYPES.forEach((t, k) => {
      prepared.interest[i * 6 + k] = profile.interests[t];
    });
  }
  return prepared;
}

function rowSums(
  n: number,
  K: number,
  J: number,
  skill: Float64Array,
  weight: Float64Array,
  slider: Float64Array,
) {
  const sums = {
    skill: new Float64Array(n),
    skillSq: new Float64Array(n),
    skillWeight: new Float64Array(n),
    slider: new Float64Array(n),
    sliderSq: new Float64Array(n),
  };
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < K; k++) {
      sums.skill[i] += skill[i * K + k];
      sums.skillSq[i] += skill[i * K + k] ** 2;
      sums.skillWeight[i] += weight[i * K + k];
    }
    for (let j = 0; j < J; j++) {
      sums.slider[i] += slider[i * J + j];
      sums.sliderSq[i] += slider[i * J + j] ** 2;
    }
  }
  return sums;
}
