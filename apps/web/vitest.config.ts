import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // jsdom renders and userEvent typing run several times slower when CI runs every project at
    // once on two cores; a journey with a 3-second success message then passed locally in 3.1 s
    // and could exceed the default 5 s. A longer limit changes no assertion.
    testTimeout: 20_000,
  },
});
