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
