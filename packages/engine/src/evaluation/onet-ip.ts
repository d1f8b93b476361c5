/**
 * BASELINE for the evaluation only (never shown to students): the O*NET Interest Profiler Short Form
 * (IP-SF) scoring and My Next Move's career matching, written from O*NET's published documentation
 * (sources and the exact reading in docs/engine.md, "Side by side with the O*NET Interest Profiler").
 *
 * Scoring (Rounds, Su, Lewis & Rivkin 2010, as summarized with the IP-SF; O*NET Web Services,
 * My Next Move Interest Profiler reference): 60 items, 10 per RIASEC area; each answered on the
 * five-point scale Strongly Dislike … Strongly Like, sent to the web service as the digits 1..5 and
 * scored 0..4; an area's raw score is the sum of its 10 items, 0..40. The items come in pairs in the
 * order R R I I A A S S E E C C, five times (the order of the published item list). We keep only the
 * area of each item: the official wording is not needed by the simulation and is not copied here.
 *
 * Matching (My Next Move): the respondent picks a Job Zone; the careers listed are those of that
 * Job Zone whose interest profile matches the respondent's. The published reference says careers are
 * matched on the answers (or the six area scores) within the chosen Job Zone and labelled Best /
 * Great / Good fit, without giving the formula. We rank the careers of the chosen zone by the Pearson
 * correlation between the six raw scores and the career's six O*NET OI levels (the profile-shape
 * comparison of O*NET's linking report; a flat profile, correlation undefined, counts 0); ties by
 * O*NET-SOC code. Careers of other zones follow, by the same correlation, only so that the rank of
 * any career is defined (My Next Move does not show them).
 */
import type { PreparedCatalogue } from '../prepare-catalogue';
import { RIASEC_TYPES, type RiasecType } from '../types';

/** The 60 items by position (1-based index as in the answer string) and area; labels are ours. */
export const IP_ITEMS: { index: number; area: RiasecType; label: string }[] = Array.from(
  { length: 60 },
  (_, k) => {
    const area = RIASEC_TYPES[Math.floor(k / 2) % 6];
    const round = Math.floor(k / 12);
    return { index: k + 1, area, label: `${area} item ${round * 2 + (k % 2) + 1}` };
  },
);

export type IpScores = Record<RiasecType, number>;

/** Raw area scores 0..40 from 60 answers 1..5 (Strongly Dislike = 1 … Strongly Like = 5). */
export function ipRawScores(answers: readonly number[] | string): IpScores {
  const values = typeof answers === 'string' ? [...answers].map(Number) : answers;
  if (values.length !== 60) throw new Error(`The Short Form has 60 items; got ${values.length} answers.`);
  const scores = Object.fromEntries(RIASEC_TYPES.map((t) => [t, 0])) as IpScores;
  values.forEach((a, k) => {
    if (!Number.isInteger(a) || a < 1 || a > 5) throw new Error(`Answer ${k + 1} must be 1..5; got ${a}.`);
    scores[IP_ITEMS[k].area] += a - 1;
  });
  return scores;
}

/** The respondent's high-point code: areas by raw score, highest first (ties: RIASEC order). */
export function ipHighPoints(scores: IpScores): RiasecType[] {
  return [...RIASEC_TYPES].sort(
    (a, b) => scores[b] - scores[a] || RIASEC_TYPES.indexOf(a) - RIASEC_TYPES.indexOf(b),
  );
}

/**
 * Every career, best match first: the chosen Job Zone's careers by profile correlation, then the rest
 * (jobZone null: no zone chosen, all careers by correlation).
 * Returns career indexes into the prepared catalogue.
 */
export function ipRanking(catalogue: PreparedCatalogue, scores: IpScores, jobZone: number | null): number[] {
  const n = catalogue.size;
  const r = RIASEC_TYPES.map((t) => scores[t]);
  const mr = r.reduce((a, b) => a + b, 0) / 6;
  const dr = r.map((x) => x - mr);
  const vr = dr.reduce((a, b) => a + b * b, 0);
  const corr = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let mt = 0;
    for (let k = 0; k < 6; k++) mt += catalogue.oi[i * 6 + k];
    mt /= 6;
    let st = 0;
    let sx = 0;
    for (let k = 0; k < 6; k++) {
      const d = catalogue.oi[i * 6 + k] - mt;
      st += d * d;
      sx += d * dr[k];
    }
    corr[i] = vr > 1e-12 && st > 1e-12 ? sx / Math.sqrt(vr * st) : 0;
  }
  const inZone = (i: number) => (jobZone == null || catalogue.careers[i].jobZone === jobZone ? 0 : 1);
  return Array.from({ length: n }, (_, i) => i).sort(
    (a, b) =>
      inZone(a) - inZone(b) ||
      corr[b] - corr[a] ||
      catalogue.careers[a].code.localeCompare(catalogue.careers[b].code),
  );
}
