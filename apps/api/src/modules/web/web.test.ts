import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp } from '../../test/test-app';

function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pathscoop-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Pathscoop</title>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dir;
}

describe('serving the built web app', () => {
  it('serves hashed assets with a long cache, unknown pages with index.html, unknown API paths as 404 JSON', async () => {
    const { ctx } = await createTestApp();
    const app = await buildApp({
      ctx: { ...ctx, config: { ...ctx.config, WEB_DIST_DIR: fakeDist() } },
      serveWeb: true,
    });
    try {
      const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');

      const page = await app.inject({ method: 'GET', url: '/profile/profile-info?x=1' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Pathscoop</title>');
      expect(page.headers['cache-control']).toBe('no-cache');

      const home = await app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<title>Pathscoop</title>');

      const api = await app.inject({ method: 'GET', url: '/api/v1/does-not-exist/' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ detail: 'Not found.' });

      const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(missingAsset.statusCode).toBe(404);

      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
