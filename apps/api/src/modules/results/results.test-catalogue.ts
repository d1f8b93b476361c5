/**
 * A small synthetic catalogue for the assessment/results tests (made here, not copied from O*NET):
 * `count` careers with seeded-random RIASEC, skill, work-style and work-value profiles, inserted
 * into the catalogue tables so that the real loader and engine rank them.
 */
import {
  createRandom,
  RIASEC_TYPES,
  SKILL_ELEMENTS,
  WORK_STYLE_ELEMENTS,
  WORK_VALUE_ELEMENTS,
} from '@pathscoop/engine';
import type { Database } from '../../db/database';

export async function seedTestCatalogue(
  t: { ctx: { db: Database } },
  count = 60,
  seed = 7,
): Promise<string[]> {
  const random = createRandom(seed);
  const r = (lo: number, hi: number) => Math.round((lo + random.next() * (hi - lo)) * 100) / 100;
  const rows = Array.from({ length: count }, (_, i) => {
    const interests = Object.fromEntries(RIASEC_TYPES.map((type) => [type, r(1, 7)]));
    const highPoint = [...RIASEC_TYPES].sort((a, b) => (interests[b] ?? 0) - (interests[a] ?? 0)).slice(0, 3);
    const code = `99-${String(1000 + i).padStart(4, '0')}.00`;
    return {
      code,
      title: i % 7 === 0 ? `Test Occupation ${i}, All Other` : `Test Occupation ${i}`,
      description: `Test occupation ${i} plans, builds and explains things for the tests.`,
      job_zone: 1 + (i % 5),
      interests: JSON.stringify(interests),
      high_point: JSON.stringify(highPoint),
      skills: JSON.stringify(
        SKILL_ELEMENTS.map((s) => ({ id: s.id, name: s.name, importance: r(1, 5), level: r(0, 7) })),
      ),
      work_styles: JSON.stringify(
        WORK_STYLE_ELEMENTS.map((s) => ({ id: s.id, name: s.name, importance: r(1, 5) })),
      ),
      work_values: JSON.stringify(
        WORK_VALUE_ELEMENTS.map((v) => ({ id: v.id, name: v.name, extent: r(1, 7) })),
      ),
      typical_education: null,
      median_wage: 40_000 + i * 1000,
      median_wage_note: null,
      ai_exposure: r(0, 1),
      ai_impact: (['L', 'M', 'H'] as const)[i % 3] ?? null,
      related: '[]',
      tasks: '[]',
      hot_technologies: '[]',
      complete: true,
      content_hash: `test-${i}`,
    };
  });
  await t.ctx.db.insertInto('careers').values(rows).execute();
  await t.ctx.db
    .insertInto('catalog_meta')
    .values({ key: 'version', value: `test-${seed}-${count}` })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: `test-${seed}-${count}` }))
    .execute();
  return rows.map((row) => row.code);
}
