import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = resolve(fileURLToPath(new URL('../../', import.meta.url)));

/**
 * CI trusts exit codes: `npm run test:api` on the machine's PostgreSQL is judged by vitest's exit
 * code alone. A failing API test must make that run exit non-zero.
 */
it('a failing API test makes the API test run exit non-zero', () => {
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'api', 'apps/api/src/test/exit-code-probe.test.ts'],
    // On its own embedded PostgreSQL: a run on DATABASE_URL would recreate the template database
    // that a concurrent run on the same server is cloning from.
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', PATHSCOOP_EXIT_CODE_PROBE: '1' },
      encoding: 'utf8',
    },
  );
  expect(run.stdout + run.stderr).toContain('1 failed');
  expect(run.status).toBe(1);
});
