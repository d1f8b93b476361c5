/**
 * npm run ai:eval — grounding figures for the offline companion (docs/companions.md, "Grounding"):
 * 30 career questions on random catalogue careers (pay, education, or both) and the three presets
 * for 10 random students each, all through POST ai-agents/{id}/chat/ on the real catalogue.
 * Checks: the answer names the career asked about, quotes its real median wage and typical
 * education where asked, and a comparison never names a career the student did not list.
 * Exit code 1 when any check fails. Options: --seed N (default 11).
 */
import { parseArgs } from 'node:util';
import { presetMessage } from '@pathscoop/contracts';
import { createRandom } from '@pathscoop/engine';
import { giveResults } from '../src/modules/companions/companions.factory';
import { formatWage } from '../src/modules/companions/grounding';
import { careerBuddyId, evalApp, evalStudent, sendAs, startEvalRuntime } from './ai-support';

const { values } = parseArgs({ options: { seed: { type: 'string', default: '11' } } });

type Career = {
  code: string;
  title: string;
  median_wage: number | null;
  median_wage_note: string | null;
  typical_education: string | null;
};

async function main() {
  const runtime = await startEvalRuntime();
  const e = await evalApp(runtime);
  const random = createRandom(Number(values.seed));
  const pick = <T>(list: T[]) => list[Math.floor(random.next() * list.length)] as T;
  try {
    const careers = (await e.ctx.db
      .selectFrom('careers')
      .select(['code', 'title', 'median_wage', 'median_wage_note', 'typical_education'])
      .where('complete', '=', true)
      .where('median_wage', 'is not', null)
      .where('typical_education', 'is not', null)
      .execute()) as Career[];
    const agent = await careerBuddyId(e);
    const s = await evalStudent(e);
    const shown = (c: Career) => c.title.replace(/,\s*all other$/i, '');

    // 1. Career questions.
    const templates = [
      { ask: 'pay', text: (t: string) => `How much do ${t} make?` },
      { ask: 'education', text: (t: string) => `What education do I need to work as one of the ${t}?` },
      { ask: 'both', text: (t: string) => `What is the pay and the education needed for ${t}?` },
    ] as const;
    let named = 0;
    let wageAsked = 0;
    let wageOk = 0;
    let eduAsked = 0;
    let eduOk = 0;
    const misses: string[] = [];
    for (let i = 0; i < 30; i++) {
      const c = pick(careers);
      const tpl = templates[i % 3] as (typeof templates)[number];
      const q = tpl.text(shown(c));
      const r = await sendAs(e, s.access, agent, q);
      const hasTitle = r.text.includes(c.title);
      if (hasTitle) named++;
      if (tpl.ask !== 'education') {
        wageAsked++;
        const w = formatWage({ medianWage: c.median_wage, wageNote: c.median_wage_note as never });
        if (w && r.text.includes(w)) wageOk++;
        else misses.push(`wage: ${q} → expected ${w}`);
      }
      if (tpl.ask !== 'pay') {
        eduAsked++;
        if (c.typical_education && r.text.includes(c.typical_education)) eduOk++;
        else misses.push(`education: ${q} → expected ${c.typical_education}`);
      }
      if (!hasTitle) misses.push(`career: ${q} → answer does not name ${c.title}`);
    }
    console.log('\nCareer questions (30, random careers)');
    console.log(`  answer names the career asked about: ${named}/30`);
    console.log(`  real median wage quoted where asked: ${wageOk}/${wageAsked}`);
    console.log(`  real typical education quoted where asked: ${eduOk}/${eduAsked}`);

    // 2. Presets, 10 students each with 2-3 saved careers among 10 results.
    const presetStats = {
      'compare-careers': { ok: 0, foreign: 0 },
      'start-action-plan': { ok: 0, foreign: 0 },
      'find-schools': { ok: 0, foreign: 0 },
    };
    for (let i = 0; i < 10; i++) {
      const results: Career[] = [];
      while (results.length < 10) {
        const c = pick(careers);
        if (!results.some((r) => r.code === c.code)) results.push(c);
      }
      const savedCount = 2 + (i % 2);
      const saved = results.slice(0, savedCount);
      const student = await evalStudent(e, { grade: pick(['FM', 'SM', 'JR', 'SR']) });
      await giveResults(
        e.ctx.db,
        student.user.id,
        results,
        saved.map((c) => c.code),
      );
      for (const preset of ['compare-careers', 'start-action-plan', 'find-schools'] as const) {
        const r = await sendAs(
          e,
          student.access,
          agent,
          presetMessage(
            preset,
            saved.map((c) => c.title),
          ),
        );
        const others = results.slice(savedCount).filter((c) => r.text.includes(c.title));
        if (others.length) {
          presetStats[preset].foreign++;
          misses.push(`${preset}: named unsaved ${others.map((c) => c.title).join(', ')}`);
        }
        const allSaved = saved.every((c) => r.text.includes(c.title));
        let kindOk = false;
        if (preset === 'compare-careers')
          kindOk =
            /\| Median pay \|/.test(r.text) &&
            saved.every((c) =>
              r.text.includes(
                formatWage({ medianWage: c.median_wage, wageNote: c.median_wage_note as never }) ?? '§',
              ),
            );
        if (preset === 'start-action-plan') kindOk = /^1\. /m.test(r.text) && /June \d{4}/.test(r.text);
        if (preset === 'find-schools')
          kindOk =
            /College Scorecard/.test(r.text) &&
            saved.every((c) => r.text.includes(c.typical_education ?? '§'));
        if (allSaved && kindOk) presetStats[preset].ok++;
        else misses.push(`${preset}: all saved named ${allSaved}, answer of its kind ${kindOk}`);
      }
    }
    console.log('\nPresets (10 students each, 2-3 saved careers among 10 results)');
    console.log(
      `  compare-careers: ${presetStats['compare-careers'].ok}/10 side-by-side tables with every saved career and its real wage; answers naming an unsaved career: ${presetStats['compare-careers'].foreign}`,
    );
    console.log(
      `  start-action-plan: ${presetStats['start-action-plan'].ok}/10 numbered plans dated from the grade (June of graduation); naming an unsaved career: ${presetStats['start-action-plan'].foreign}`,
    );
    console.log(
      `  find-schools: ${presetStats['find-schools'].ok}/10 programme guides with each career's real education and how to search; naming an unsaved career: ${presetStats['find-schools'].foreign}`,
    );
    for (const m of misses.slice(0, 20)) console.log(`  miss: ${m}`);
    const ok = misses.length === 0;
    console.log(ok ? '\nPASS' : `\nFAIL (${misses.length} misses)`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await e.close();
    await runtime.close();
  }
}

void main();
