/**
 * A made-up catalogue for tests (no O*NET rows): `count` careers spread over the six types, each
 * with a clear first high point, skills/styles/values drawn around a per-type pattern, Job Zones
 * 1-5, SOC-like codes (families of three variants) and a few titles.
 */
import { SKILL_ELEMENTS, WORK_STYLE_ELEMENTS, WORK_VALUE_ELEMENTS } from '../onet-elements';
import { createRandom } from '../random';
import { type CareerData, RIASEC_TYPES } from '../types';

export function syntheticCareers(count = 60, seed = 1): CareerData[] {
  const random = createRandom(seed);
  const u = (lo: number, hi: number) => lo + (hi - lo) * random.next();
  return Array.from({ length: count }, (_, i) => {
    const first = RIASEC_TYPES[i % 6];
    const second = RIASEC_TYPES[(i + 1 + (Math.floor(i / 6) % 4)) % 6];
    const interests = Object.fromEntries(
      RIASEC_TYPES.map((t) => [t, t === first ? u(6, 7) : t === second ? u(4, 5.5) : u(1, 3.5)]),
    ) as CareerData['interests'];
    const typeIndex = i % 6;
    const skills = Object.fromEntries(
      SKILL_ELEMENTS.map((e, k) => {
        const tilt = (k + typeIndex * 6) % 35 < 8 ? 2 : 0;
        const level = Math.min(7, u(0.5, 3.5) + tilt);
        return [e.id, { importance: Math.min(5, 1 + level * 0.6), level }];
      }),
    );
    const workStyles = Object.fromEntries(WORK_STYLE_ELEMENTS.map((e) => [e.id, u(2.5, 5)]));
    const workValues = Object.fromEntries(WORK_VALUE_ELEMENTS.map((e) => [e.id, u(1.5, 7)]));
    const family = Math.floor(i / 3);
    const code = `${String(11 + (family % 40)).padStart(2, '0')}-${String(1000 + family * 10).slice(0, 4)}.${String(i % 3).padStart(2, '0')}`;
    return {
      code,
      title: `${first} Worker ${i}`,
      jobZone: 1 + (i % 5),
      interests,
      highPoint: [first, second],
      skills,
      workStyles,
      workValues,
      titles: [`${first} specialist ${i}`, `Synthetic ${i}`],
    };
  });
}
