import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'repo', include: ['*.test.ts'], environment: 'node', testTimeout: 120_000 },
});
