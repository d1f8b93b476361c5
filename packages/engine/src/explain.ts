/**
 * Reasons and the `ai` text for one recommended career. Reasons name the student's OWN strongest
 * answers that this career rewards:
 * - interest: the student's three strongest types that are in the career's high-point code
 *   (else the student's strongest type if the career scores it high);
 * - skill: scenario 2 skills the student put in bucket 1-2 for which the career is in the top 40 %
 *   of careers, by self-rating × requirement × importance (at most three);
 * - value / style: scenario 3 answers of 4-5 for which the career is in the top 40 % (at most two);
 * - typed: the phrase from sign-up this career matched; education: the Job Zone suits the plan.
 * The text: 2-4 sentences, starting 'AI recommended'.
 */
import { RIASEC_ELEMENTS } from './onet-elements';
import type { PreparedCatalogue } from './prepare-catalogue';
import type { Ranking } from './rank-catalogue';
import { type Reason, type RecommendContext, RIASEC_TYPES, type RiasecType } from './types';
import { ASPIRED_ZONE } from './zone-fit';

const STRONG = 0.75;
const DEMANDING = 0.6;

const ZONE_TEXT: Record<number, string> = {
  1: 'little or no preparation',
  2: 'a high school diploma and some on-the-job training',
  3: 'vocational training, an apprenticeship or an associate’s degree',
  4: 'a bachelor’s degree',
  5: 'a graduate degree',
};

const EDUCATION_TEXT: Record<number, string> = {
  2: 'a high school diploma',
  5: 'an associate’s degree',
  6: 'a bachelor’s degree',
  8: 'a master’s degree',
  11: 'a doctorate',
};

export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function buildReasons(
  catalogue: PreparedCatalogue,
  i: number,
  ranking: Ranking,
  context: RecommendContext,
): Reason[] {
  const reasons: Reason[] = [];
  const { vectors: p } = ranking;
  const career = catalogue.careers[i];
  const { instrument } = catalogue;

  // Interests.
  const studentTypes = RIASEC_TYPES.map((t, k) => ({ t, r: p.interest[k], k })).sort((a, b) => b.r - a.r);
  let shared: RiasecType[] = studentTypes
    .slice(0, 3)
    .filter((x) => x.r >= 0.5 && career.highPoint.includes(x.t))
    .map((x) => x.t);
  if (!shared.length && catalogue.oi[i * 6 + studentTypes[0].k] >= 0.5) shared = [studentTypes[0].t];
  if (shared.length)
    reasons.push({ kind: 'interest', label: 'Your interests', items: shared, strength: ranking.interest[i] });

  // Skills: only the qualifying items are collected (this runs for every recommendation).
  const K = catalogue.skillCount;
  const skillItems = instrument.scenario2.skills;
  const skills: { k: number; v: number }[] = [];
  for (let k = 0; k < K; k++) {
    const s = p.skillMask[k] ? p.skill[k] : 0;
    const t = catalogue.skill[i * K + k];
    if (s >= STRONG && t >= DEMANDING) skills.push({ k, v: s * t * catalogue.skillWeight[i * K + k] });
  }
  skills.sort((a, b) => b.v - a.v);
  if (skills.length)
    reasons.push({
      kind: 'skill',
      label: 'Your skills',
      items: skills.slice(0, 3).map((x) => skillItems[x.k].name.toLowerCase()),
      strength: ranking.skill[i],
    });

  // Values and styles.
  const J = catalogue.sliderCount;
  const sliderItems = instrument.scenario3.sliders;
  const sliders: { j: number; v: number }[] = [];
  for (let j = 0; j < J; j++) {
    const s = p.sliderMask[j] ? p.slider[j] : 0;
    const t = catalogue.slider[i * J + j];
    if (s >= STRONG && t >= DEMANDING) sliders.push({ j, v: s * t });
  }
  sliders.sort((a, b) => b.v - a.v);
  const best = sliders.slice(0, 2).map((x) => sliderItems[x.j]);
  for (const kind of ['value', 'style'] as const) {
    const items = best
      .filter((s) => s.targets[0].kind === kind)
      .map((s) => s.title.charAt(0).toLowerCase() + s.title.slice(1));
    if (items.length)
      reasons.push({
        kind,
        label: kind === 'value' ? 'What matters to you' : 'How you like to work',
        items,
        strength: ranking.value[i],
      });
  }

  const typed = ranking.typed.get(i);
  if (typed)
    reasons.push({
      kind: 'typed',
      label: 'You mentioned it',
      items: [typed.phrase],
      strength: typed.strength,
    });

  const target = context.education ? ASPIRED_ZONE[context.education] : undefined;
  if (target && career.jobZone && career.jobZone <= target && career.jobZone >= target - 1)
    reasons.push({
      kind: 'education',
      label: 'Your education plan',
      items: [EDUCATION_TEXT[context.education!]],
      strength: ranking.zone[i],
    });
  return reasons;
}

const typeWords = (t: RiasecType) => `your ${t} side (${RIASEC_ELEMENTS[t].phrase})`;

export function explain(catalogue: PreparedCatalogue, i: number, reasons: readonly Reason[]): string {
  const career = catalogue.careers[i];
  const by = (kind: Reason['kind']) => reasons.find((r) => r.kind === kind);
  const sentences: string[] = [];

  const interest = by('interest');
  if (interest && interest.items.length >= 2)
    sentences.push(
      `AI recommended ${career.title} because this work combines ${typeWords(interest.items[0] as RiasecType)} with ${typeWords(interest.items[1] as RiasecType)}.`,
    );
  else if (interest)
    sentences.push(
      `AI recommended ${career.title} because it suits ${typeWords(interest.items[0] as RiasecType)}.`,
    );
  else
    sentences.push(
      `AI recommended ${career.title} because its overall mix of activities, skills and values is close to your answers.`,
    );

  const typed = by('typed');
  if (typed)
    sentences.push(
      `You mentioned “${typed.items[0]}” when you signed up, and this is one of the closest matches.`,
    );

  const skill = by('skill');
  if (skill)
    sentences.push(
      `You rated yourself highly at ${listWords(skill.items)}, and people in this career rely on ${skill.items.length > 1 ? 'those skills' : 'that skill'} more than most.`,
    );

  const valueItems = [...(by('value')?.items ?? []), ...(by('style')?.items ?? [])];
  if (valueItems.length && sentences.length < 4)
    sentences.push(`It also fits what you told us about work: ${listWords(valueItems)}.`);

  const education = by('education');
  if (sentences.length < 4 && (education || sentences.length < 2) && career.jobZone)
    sentences.push(
      education
        ? `It is within reach of your plan to earn ${education.items[0]}: most people start with ${ZONE_TEXT[career.jobZone]}.`
        : `Most people start this career with ${ZONE_TEXT[career.jobZone]}.`,
    );
  if (sentences.length < 2) sentences.push('Open it to see what the work is like day to day.');
  return sentences.slice(0, 4).join(' ');
}
