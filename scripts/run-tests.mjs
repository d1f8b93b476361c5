#!/usr/bin/env node
// `npm test`: every test. Vitest (contracts, engine, api, web) then the Playwright journeys against the
// built app. Prints one closing line 'N passed, N failed' over both runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

mkdirSync('.tmp', { recursive: true });
const playwrightJson = resolve('.tmp/playwright.json');
rmSync(playwrightJson, { force: true });
rmSync('.tmp/vitest.json', { force: true });
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let passed = 0;
let failed = 0;
let skipped = 0;
/** Names of the failed tests, printed again at the very end so that a log's tail says what broke. */
const failedNames = [];

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=.tmp/vitest.json',
]);
if (existsSync('.tmp/vitest.json')) {
  const r = JSON.parse(readFileSync('.tmp/vitest.json', 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  for (const file of r.testResults ?? []) {
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      failedNames.push(`vitest ${file.name}: ${(file.message ?? 'failed').split('\n')[0]}`);
    for (const t of file.assertionResults ?? [])
      if (t.status === 'failed') failedNames.push(`vitest ${file.name} › ${t.fullName}`);
  }
} else failed += 1;

let e2eStatus = 0;
if (process.env.SKIP_E2E !== '1') {
  e2eStatus = run('npm', ['run', 'build']);
  if (e2eStatus === 0) {
    e2eStatus = run(
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      },
    );
  }
  if (existsSync(playwrightJson)) {
    const report = JSON.parse(readFileSync(playwrightJson, 'utf8'));
    const s = report.stats ?? {};
    const walk = (suite, path) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? [])
          if (t.status === 'unexpected')
            failedNames.push(`playwright [${t.projectName}] ${[...path, spec.title].join(' › ')}`);
      for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, [suite.title]);
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
  } else if (e2eStatus !== 0) failed += 1;
}

if (failedNames.length > 0) console.log(`\nFailed:\n${failedNames.map((n) => `  ${n}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(vitestStatus !== 0 || e2eStatus !== 0 || failed > 0 ? 1 : 0);
