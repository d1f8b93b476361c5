import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineCss } from './scripts/inline-css';
import { precompress } from './scripts/precompress';

export default defineConfig(({ command, isSsrBuild }) => {
  if (command === 'build') {
    // A build is always a production build: React's development bundle must never ship, whatever
    // NODE_ENV the shell (or README's `.env`) sets for the API. Vite reads this after the config.
    process.env.NODE_ENV = 'production';
  }
  return {
    mode: command === 'build' ? 'production' : undefined,
    plugins: [react(), tailwindcss(), inlineCss(), precompress()],
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
    },
    // No source maps in dist: they would be public (and 2.5 MB for the main chunk). The manifest
    // lets `npm run bench:web` add up the JavaScript each route loads.
    // The prerender bundle (`--ssr`, dist-ssr/) needs no copy of public/.
    build: {
      outDir: 'dist',
      sourcemap: false,
      manifest: true,
      copyPublicDir: !isSsrBuild,
      rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
    },
  };
});
