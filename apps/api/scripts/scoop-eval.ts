/**
 * npm run scoop:eval — answer quality of the Scoop (docs/exploration.md), with figures:
 * 1. 50 random complete careers of the real catalogue: the pay answer names the career's own
 *    median wage, the path answer its typical education, the AI answer its impact level;
 * 2. no two careers share an answer text;
 * 3. five scoops (the answer + four refreshes) of each question are five different texts, and how
 *    much they overlap (word Jaccard), to show they are not rewordings;
 * 4. hostile model output (HTML, script, unsafe links) through the OpenAI adapter against the
 *    local fake server, then the web client's rule: nothing unsafe reaches the page;
 * 5. the grounded generator's time per answer.
 * Exits 1 when a check fails. Options: --careers 50 --seed 15
 */
import { parseArgs } from 'node:util';
import { AI_IMPACT_LABELS, SCOOP_REFRESH_LIMIT, stripHtml } from '@pathscoop/contracts';
import { createRandom } from '@pathscoop/engine';
import { loadConfig } from '../src/config';
import { AiUnavailableError, createAiTextService } from '../src/modules/ai/ai.service';
import { startFakeOpenAi } from '../src/modules/ai/testing/fake-openai';
import { sourcePathsFrom } from '../src/modules/catalog/catalog.bootstrap';
import { readCatalogueSource } from '../src/modules/catalog/read-catalogue-source';
import {
  SCOOP_PRESETS,
  type ScoopFacts,
  scoopFactsText,
  writeScoopAnswer,
} from '../src/modules/exploration/scoop-writer';
import { toScoopFacts } from '../src/modules/exploration/to-scoop-facts';

const { values } = parseArgs({
  options: { careers: { type: 'string', default: '50' }, seed: { type: 'string', default: '15' } },
});
const N = Number(values.careers);
const config = loadConfig({ ...process.env, NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) });
const source = readCatalogueSource(sourcePathsFrom(config));
const complete = source.careers.filter((c) => c.complete);
const byCode = new Map(source.careers.map((c) => [c.code, c]));
const zones = new Map(source.jobZones.map((z) => [z.zone, z]));

function factsOf(code: string): ScoopFacts {
  const c = byCode.get(code);
  if (!c) throw new Error(code);
  return toScoopFacts(
    {
      code: c.code,
      title: c.title,
      description: c.description,
      median_wage: c.medianWage,
      median_wage_note: c.medianWageNote,
      typical_education: c.typicalEducation,
      tasks: c.tasks,
      skills: c.skills,
      work_styles: c.workStyles,
      work_values: c.workValues,
      hot_technologies: c.hotTechnologies,
      related: c.related,
      ai_impact: c.aiImpact,
      ai_exposure: c.aiExposure,
    },
    c.jobZone ? (zones.get(c.jobZone) ?? null) : null,
    c.related.map((r) => ({
      code: r.code,
      title: r.title,
      median_wage: byCode.get(r.code)?.medianWage ?? null,
      typical_education: byCode.get(r.code)?.typicalEducation ?? null,
    })),
  );
}

const random = createRandom(Number(values.seed));
const picked = [...complete]
  .map((c) => ({ c, k: random.next() }))
  .sort((a, b) => a.k - b.k)
  .slice(0, N)
  .map((x) => x.c.code);

const failures: string[] = [];
const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const words = (s: string) => new Set(s.toLowerCase().match(/[a-z0-9$,]+/g) ?? []);
const jaccard = (a: string, b: string) => {
  const x = words(a);
  const y = words(b);
  let inter = 0;
  for (const w of x) if (y.has(w)) inter++;
  return inter / (x.size + y.size - inter || 1);
};

const offline = createAiTextService({
  AI_BASE_URL: undefined,
  AI_API_KEY: undefined,
  AI_MODEL: 'offline',
  AI_TIMEOUT_MS: 20_000,
  AI_MODERATION: false,
  AI_MODERATION_MODEL: 'omni-moderation-latest',
});

// 1-3: the preset answers and their refreshes, through the AI text service (offline adapter).
let wageAsked = 0;
let wageNamed = 0;
let eduAsked = 0;
let eduNamed = 0;
let aiAsked = 0;
let aiMatched = 0;
const allShared: string[] = [];
let fiveDistinct = 0;
let questionsChecked = 0;
const overlaps: number[] = [];
const byOrdering = new Map<number, number>();
for (const code of picked) {
  const f = factsOf(code);
  for (const preset of SCOOP_PRESETS) {
    const scoops: string[] = [];
    for (let v = 0; v < SCOOP_REFRESH_LIMIT; v++) {
      scoops.push(
        await offline.complete({
          purpose: v ? 'scoop-refresh' : 'scoop',
          system: 'eval',
          facts: scoopFactsText(f),
          messages: [{ role: 'user', content: preset.question }],
          offline: () => writeScoopAnswer(f, preset.ordering, v),
          variant: v,
        }),
      );
    }
    const shared = scoops[0] ?? '';
    allShared.push(shared);
    questionsChecked++;
    if (new Set(scoops).size === SCOOP_REFRESH_LIMIT) fiveDistinct++;
    else failures.push(`${code} q${preset.ordering}: only ${new Set(scoops).size} different scoops`);
    for (let i = 0; i < scoops.length; i++)
      for (let j = i + 1; j < scoops.length; j++) {
        const o = jaccard(scoops[i] ?? '', scoops[j] ?? '');
        overlaps.push(o);
        const k = preset.ordering;
        byOrdering.set(k, Math.max(byOrdering.get(k) ?? 0, o));
        if (o > 0.8 && process.env.SCOOP_EVAL_DEBUG)
          console.log(code, k, i, j, '\n', scoops[i], '\n---\n', scoops[j]);
      }
    if (preset.ordering === 2 && f.medianWage !== null) {
      wageAsked++;
      if (scoops.every((s) => s.includes(money(f.medianWage as number)))) wageNamed++;
      else failures.push(`${code}: a pay scoop misses ${money(f.medianWage)}`);
    }
    if (preset.ordering === 3) {
      eduAsked++;
      const edu = (f.typicalEducation ?? f.jobZone?.education.replace(/\.\s*$/, '') ?? '').toLowerCase();
      if (edu && scoops.every((s) => s.toLowerCase().includes(edu))) eduNamed++;
      else failures.push(`${code}: a path scoop misses "${edu}"`);
    }
    if (preset.ordering === 5 && f.aiImpact) {
      aiAsked++;
      if (scoops.every((s) => s.includes(`AI impact: ${AI_IMPACT_LABELS[f.aiImpact as 'L']}`))) aiMatched++;
      else failures.push(`${code}: an AI scoop does not match impact ${f.aiImpact}`);
    }
  }
}
const distinctShared = new Set(allShared).size;
if (distinctShared !== allShared.length)
  failures.push(`${allShared.length - distinctShared} shared answers repeat`);

// 4: hostile model output through the OpenAI adapter (local fake server), then the client rule.
const HOSTILE = [
  '<script>alert(1)</script>The pay is $50,000.',
  '<img src=x onerror=alert(1)>Nurses help people.',
  'Read [this](javascript:alert(1)) and [that](https://www.bls.gov/ooh/).',
  '<a href="javascript:alert(2)">click</a> plain text',
  '[data](data:text/html;base64,PHNjcmlwdD4=) and <iframe src="https://evil.example"></iframe>',
  '<!-- hidden --><style>body{}</style>**Bold** answer with [mail](mailto:help@example.com)',
  'javascript:alert(3) vbscript:msgbox file:///etc/passwd',
  '<svg onload=alert(4)></svg>[x](JaVaScRiPt:alert(5))',
];
const fake = await startFakeOpenAi();
let hostileIndex = 0;
fake.reply = () => HOSTILE[hostileIndex++ % HOSTILE.length] as string;
const llm = createAiTextService({
  AI_BASE_URL: fake.url,
  AI_API_KEY: fake.apiKey,
  AI_MODEL: 'gpt-4o-mini',
  AI_TIMEOUT_MS: 5_000,
  AI_MODERATION: false,
  AI_MODERATION_MODEL: 'omni-moderation-latest',
});
const UNSAFE = /<\s*[a-z!/]|javascript:|vbscript:|data:text|file:\/\/|onerror|onload/i;
let hostileRuns = 0;
let hostileClean = 0;
let factsSent = 0;
let refused = 0;
for (const code of picked) {
  const f = factsOf(code);
  // An answer with nothing usable left after the rule is refused (AiUnavailableError): nothing shown.
  const out = await llm
    .complete({
      purpose: 'scoop',
      system: 'eval',
      facts: scoopFactsText(f),
      messages: [{ role: 'user', content: 'How much does it pay?' }],
      offline: () => writeScoopAnswer(f, 2, 0),
    })
    .catch((err: unknown) => {
      if (err instanceof AiUnavailableError) {
        refused++;
        return '';
      }
      throw err;
    });
  const page = stripHtml(out);
  hostileRuns++;
  if (!UNSAFE.test(out) && !UNSAFE.test(page)) hostileClean++;
  else failures.push(`unsafe output reached the page: ${JSON.stringify(page)}`);
  const sent = fake.requests[fake.requests.length - 1];
  if (
    f.medianWage === null ||
    sent?.messages.some((m) => m.role === 'system' && m.content.includes(money(f.medianWage as number)))
  )
    factsSent++;
}
await fake.close();

// 5: time per answer of the grounded generator.
const times: number[] = [];
for (let round = 0; round < 20; round++)
  for (const code of picked) {
    const f = factsOf(code);
    for (const p of SCOOP_PRESETS) {
      const t0 = process.hrtime.bigint();
      writeScoopAnswer(f, p.ordering, round % SCOOP_REFRESH_LIMIT);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
overlaps.sort((a, b) => a - b);
const mean = overlaps.reduce((s, x) => s + x, 0) / (overlaps.length || 1);

const pct = (a: number, b: number) => `${a}/${b} (${b ? ((100 * a) / b).toFixed(1) : '100.0'}%)`;
console.log(
  `Scoop evaluation: ${picked.length} random careers of ${complete.length} complete (seed ${values.seed}), ${SCOOP_PRESETS.length} preset questions each`,
);
console.log(`  pay answers naming the career's own median wage (all 5 scoops): ${pct(wageNamed, wageAsked)}`);
console.log(`  path answers naming its typical education (all 5 scoops):        ${pct(eduNamed, eduAsked)}`);
console.log(`  AI answers matching its impact level (all 5 scoops):             ${pct(aiMatched, aiAsked)}`);
console.log(
  `  distinct shared answer texts:                                    ${pct(distinctShared, allShared.length)}`,
);
console.log(
  `  questions whose 5 scoops are 5 different texts:                  ${pct(fiveDistinct, questionsChecked)}`,
);
console.log(
  `  word overlap between two scoops of one question (Jaccard):       mean ${mean.toFixed(2)}, max ${(overlaps[overlaps.length - 1] ?? 0).toFixed(2)}`,
);
console.log(
  `  highest overlap per question: ${[...byOrdering].map(([k, v]) => `#${k} ${v.toFixed(2)}`).join(', ')}`,
);
console.log(
  `  hostile LLM outputs with nothing unsafe on the page:             ${pct(hostileClean, hostileRuns)} (${refused} refused as empty after the rule)`,
);
console.log(
  `  LLM requests carrying the career's wage in the facts message:    ${pct(factsSent, hostileRuns)}`,
);
console.log(
  `  grounded generator, time per answer: median ${(q(0.5) * 1000).toFixed(1)} µs, p99 ${(q(0.99) * 1000).toFixed(1)} µs (${times.length} answers)`,
);
if (failures.length) {
  console.log(`FAILED (${failures.length}):`);
  for (const f of failures.slice(0, 20)) console.log(`  - ${f}`);
  process.exit(1);
}
console.log('All checks passed.');
