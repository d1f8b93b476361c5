import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogueFixture } from './catalog.fixture';
import { pickEncoding } from './catalog.service';

/**
 * Issue 22 §1: a search page is compressed once per page and encoding and reused; what the client
 * decodes is the page it would get uncompressed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogueFixture(t.ctx.db, { careers: 48 });
});

const search = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/careers/?search=',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('GET careers/?search= compressed once', () => {
  it('answers br or gzip by Accept-Encoding, decoding to the identity page, every time the same bytes', async () => {
    const plain = await search();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await search('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const brAgain = await search('br');
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);

    const gzip = await search('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(JSON.parse(plain.body).count).toBeGreaterThanOrEqual(48);
  });

  it('honours q-values and identity', () => {
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('gzip;q=0')).toBeUndefined();
  });
});
