import { defineConfig } from 'tsup';

export default defineConfig({
  // Only the server is built (dist/server.js: `npm start`, e2e, REPO_ROOT in config.ts rely on that
  // path). Scripts in scripts/ run from source with tsx; adding them here would move the server to
  // dist/src/server.js.
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // Workspace packages are TypeScript sources: bundle them; keep npm dependencies external.
  noExternal: [/^@pathscoop\//],
});
