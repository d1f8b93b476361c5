/** A Profile flattened into the arrays the fits loop over (item order of the instrument). */
import type { PreparedCatalogue } from './prepare-catalogue';
import { type Profile, RIASEC_TYPES } from './types';

export type ProfileVectors = {
  interest: Float64Array;
  /** Scenario 4 ranking as type indexes (empty = None / not answered). */
  ranked: number[];
  skill: Float64Array;
  skillMask: Uint8Array;
  skillAnswered: number;
  slider: Float64Array;
  sliderMask: Uint8Array;
  sliderAnswered: number;
};

export function toProfileVectors(profile: Profile, catalogue: PreparedCatalogue): ProfileVectors {
  const { instrument } = catalogue;
  const interest = Float64Array.from(RIASEC_TYPES, (t) => profile.interests[t] ?? 0.5);
  const ranked = profile.rankedTypes.map((t) => RIASEC_TYPES.indexOf(t)).filter((k) => k >= 0);
  const skills = instrument.scenario2.skills;
  const skill = new Float64Array(skills.length);
  const skillMask = new Uint8Array(skills.length);
  let skillAnswered = 0;
  skills.forEach((s, k) => {
    const v = profile.skills[s.id];
    if (v === undefined) return;
    skill[k] = v;
    skillMask[k] = 1;
    skillAnswered++;
  });
  const sliders = instrument.scenario3.sliders;
  const slider = new Float64Array(sliders.length);
  const sliderMask = new Uint8Array(sliders.length);
  let sliderAnswered = 0;
  sliders.forEach((s, j) => {
    let sum = 0;
    let w = 0;
    for (const t of s.targets) {
      const v = (t.kind === 'value' ? profile.values : profile.styles)[t.element];
      if (v === undefined) continue;
      sum += t.weight * v;
      w += t.weight;
    }
    if (!w) return;
    slider[j] = sum / w;
    sliderMask[j] = 1;
    sliderAnswered++;
  });
  return { interest, ranked, skill, skillMask, skillAnswered, slider, sliderMask, sliderAnswered };
}
