/**
 * npm run ai:safety-catalogue -- [--from <O*NET dir>] [--show]
 *
 * The twenty-fourth round's probe (docs/companions.md): career questions worded from the O*NET
 * catalogue's own titles and tasks ("how do i become a dog groomer?", "what does a oral surgeon
 * do?", "is it true that bartenders have to mix ingredients, such as liquor …?") read by the
 * classifier's lexicon stage. Every one is benign; the script prints how many the lexicon flags and
 * by which rules (with --show, the messages too). Reads O*NET from --from, ONET_DIR, or
 * ../shared/data/onet-29.3; it never runs in the app or in CI.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { lexiconStage } from '../src/modules/companions/safety/classifier';

const { values } = parseArgs({ options: { from: { type: 'string' }, show: { type: 'boolean' } } });
const dir = values.from ?? process.env.ONET_DIR ?? join(process.cwd(), '..', 'shared', 'data', 'onet-29.3');
if (!existsSync(join(dir, 'Task Statements.txt'))) {
  console.error(`no O*NET text files in ${dir} (use --from or ONET_DIR)`);
  process.exit(1);
}
const rows = (file: string) =>
  readFileSync(join(dir, file), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

const questions: string[] = [];
for (const r of rows('Sample of Reported Titles.txt')) {
  const title = (r[2] ?? '').toLowerCase();
  questions.push(`how do i become a ${title}?`, `what is a day like for a ${title}`);
}
for (const r of rows('Alternate Titles.txt')) questions.push(`what does a ${(r[2] ?? '').toLowerCase()} do?`);
for (const r of rows('Task Statements.txt'))
  questions.push(
    `is it true that ${(r[1] ?? '').toLowerCase()} have to ${lowerFirst(r[3] ?? '').replace(/\.$/, '')}?`,
  );

const byRule = new Map<string, number>();
let flagged = 0;
for (const q of questions) {
  const stage = lexiconStage([], q);
  if (!stage.found.size) continue;
  flagged += 1;
  for (const s of stage.signals) byRule.set(s, (byRule.get(s) ?? 0) + 1);
  if (values.show) console.log(`${[...stage.signals].join(',')}\t${q}`);
}
console.log(`catalogue questions: ${questions.length}, flagged by the lexicon: ${flagged}`);
console.log(
  [...byRule]
    .sort((a, b) => b[1] - a[1])
    .map(([rule, n]) => `${rule} ${n}`)
    .join(', '),
);
