import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with a DRF-style 404', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/v1/nope/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('serves the OpenAPI document', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});

describe('GET /api/health/ready (issue 22)', () => {
  it('is 503 before the warm-up and while draining, 200 in between', async () => {
    const { app, ctx } = await createTestApp({ overrides: { lifecycle: { ready: false, draining: false } } });
    const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });
    expect((await ready()).json()).toEqual({ status: 'starting' });
    ctx.lifecycle.ready = true;
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    ctx.lifecycle.draining = true;
    expect((await ready()).statusCode).toBe(503);
    expect((await ready()).json()).toEqual({ status: 'draining' });
    // Liveness is unaffected by draining.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
