/**
 * npm run ai:safety-batteries -- [--show]
 *
 * The twenty-eighth and twenty-ninth rounds' batteries (docs/companions.md, "Twenty-eighth round",
 * "Twenty-ninth round"; `safety/batteries-r28/README.md`, `safety/batteries-r29/README.md`): each file is one message per line (` || ` between the turns of
 * a conversation; a leading `V: `, `A: `, `E: `, `B: ` or `D: ` names the intended category and is
 * not part of the message). Every message goes through the whole offline classifier
 * (assessConversation, lexicon and model) turn by turn, as the chat reads it. Printed per file: how
 * many messages were flagged (for a risky file, at the last turn; for a benign one, at any turn)
 * and how many of those flags came from the lexicon. With --show, the messages read wrongly too.
 * Most of these files were used to write the round's rules: they are development data, not a test
 * (the README says which were written after the rules). Never runs in the app or in CI.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { assessConversation } from '../src/modules/companions/safety/classifier';

const safety = join(dirname(fileURLToPath(import.meta.url)), '../src/modules/companions/safety');
/** The rounds' folders (twenty-ninth round: `batteries-r29/`, whose files name their category with `S: `, `G: ` too). */
const FOLDERS = ['batteries-r28', 'batteries-r29'];
const { values } = parseArgs({ options: { show: { type: 'boolean', default: false } } });

const messagesOf = (path: string): string[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .map((l) => l.trim().replace(/^[A-Z]: /, ''))
    .filter(Boolean);

const files = FOLDERS.flatMap((folder) =>
  readdirSync(join(safety, folder))
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => ({ folder, file: f })),
);
for (const { folder, file } of files) {
  const path = join(safety, folder, file);
  const risky = file.includes('risky');
  let flagged = 0;
  let byLexicon = 0;
  const wrong: string[] = [];
  for (const message of messagesOf(path)) {
    const turns = message.split(' || ');
    let any = false;
    let signals: string[] = [];
    for (let i = 0; i < turns.length; i += 1) {
      const a = await assessConversation(turns.slice(0, i), turns[i] as string);
      const last = i === turns.length - 1;
      if (risky ? last && a.categories.length > 0 : a.categories.length > 0) {
        any = true;
        signals = a.signals;
      }
    }
    if (any) {
      flagged += 1;
      if (signals.some((s) => !s.startsWith('model'))) byLexicon += 1;
    }
    if (any !== risky) wrong.push(message);
  }
  const total = messagesOf(path).length;
  console.log(
    `${`${folder.slice(-3)}/${file}`.padEnd(40)} ${risky ? 'risky ' : 'benign'} flagged ${flagged}/${total} (lexicon in ${byLexicon})`,
  );
  if (values.show) for (const w of wrong) console.log(`    ${risky ? 'missed' : 'flagged'}: ${w}`);
}
