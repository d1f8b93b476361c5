/**
 * What the first requests after a start would otherwise pay for, done before the server listens
 * (issue 22 §2): `/api/health` answers only once this is done, so a proxy or orchestrator that
 * waits for it sends no student to a cold process. `npm run bench:first` measures the first
 * career detail and assessment submission against their warm p99.
 *
 * - the engine's prepared catalogue and the career search index (loaded from the database);
 * - every connection of the pool opened (TCP, authentication, the session's settings);
 * - the hot read paths run in-process (app.inject): the routes' code, serializers and the
 *   statements they prepare, JIT-compiled;
 * - the submission path minus its write: validation, scoring and ranking of the whole catalogue;
 * - argon2's thread pool and the dummy hash used for unknown e-mails;
 * - the companions' safety check (its word lists and model) on one ordinary message.
 */
import type { Scenario, Submission } from '@pathscoop/contracts';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { AppContext } from './context';
import { verifyPassword } from './modules/accounts/passwords';
import {
  assertValidSubmission,
  listScenarios,
  scoreSubmission,
} from './modules/assessment/assessment.service';
import { getCareerSearchIndex } from './modules/catalog/career-search';
import { getEngineCatalogue } from './modules/catalog/engine-catalogue';
import { assessConversation } from './modules/companions/safety/classifier';
import { commonSpanishWords, commonWords } from './modules/companions/safety/common-words';
import { warmEncoder } from './modules/companions/safety/encoder';
import { computeTopCareers } from './modules/results/results.engine';

function syntheticSubmission(scenarios: Scenario[], seed: number): Submission {
  let x = seed * 7919 + 17;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return 1 + (x % 5);
  };
  const types = ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'];
  const ranking = [types[seed % 6], types[(seed + 2) % 6], types[(seed + 4) % 6]].join(',');
  return scenarios
    .filter((s) => s.scenario_id > 0)
    .map((s) =>
      s.scenario_id === 4
        ? { scenario_id: 4, answers: [{ question: s.questions[0]?.id ?? 0, answer: ranking }] }
        : {
            scenario_id: s.scenario_id,
            answers: s.questions.map((q) => ({ question: q.id, answer: next() })),
          },
    );
}

export async function warmUp(
  ctx: AppContext,
  app: FastifyInstance,
  pool: pg.Pool,
  log: (line: string) => void = () => {},
): Promise<void> {
  const started = performance.now();
  const [catalogue, index] = await Promise.all([
    getEngineCatalogue(ctx.db, ctx.cache.catalogue),
    getCareerSearchIndex(ctx.db, ctx.cache.catalogue),
  ]);
  // Open every connection of the pool at once.
  const clients = await Promise.all(Array.from({ length: pool.options.max ?? 10 }, () => pool.connect()));
  for (const c of clients) c.release();
  await verifyPassword(undefined, 'warm-up');

  const someCodes = index.careers.slice(0, 8).map((c) => c.code);
  const reads = [
    '/api/v1/careers/?search=nurse',
    '/api/v1/careers/?search=game%20designer',
    '/api/v1/careers/',
    '/api/v1/scenarios/',
    '/api/v1/tags/',
    '/api/v1/pricing_plan/',
    '/api/health',
    ...someCodes.map((code) => `/api/v1/careers/${code}/`),
  ];
  // A few rounds, several at a time (so that more than one pooled connection prepares them).
  for (let round = 0; round < 6; round++)
    await Promise.all(reads.map((url) => app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' })));

  if (catalogue.size > 0) {
    const scenarios = await listScenarios(ctx.db);
    const student = {
      id: 0,
      role: 'Student',
      education: null,
      grade: null,
      age: 16,
      careers: 'nurse, game designer',
    } as unknown as Parameters<typeof computeTopCareers>[2];
    for (let i = 0; i < 25; i++) {
      const submission = syntheticSubmission(scenarios, i);
      await assertValidSubmission(ctx.db, submission);
      await computeTopCareers(ctx, scoreSubmission(submission), student);
    }
  }
  commonWords();
  commonSpanishWords();
  await assessConversation([], 'what does a registered nurse do on a normal day');
  // The safety encoder (~0.2-0.5 s to load), before the first student writes.
  await warmEncoder();
  log(`warmed up in ${(performance.now() - started).toFixed(0)} ms`);
}
