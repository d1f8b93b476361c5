import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOfflineAddressLookup } from './address.lookup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
const lookup = createOfflineAddressLookup();
const autocomplete = (q: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/address/autocomplete/?q=${encodeURIComponent(q)}` });

describe('GET /api/v1/address/autocomplete/', () => {
  it('completes a ZIP prefix', async () => {
    const res = await autocomplete('9021');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list).toContainEqual({
      formatted_address: 'Beverly Hills, CA 90210, USA',
      city: 'Beverly Hills',
      state: 'CA',
      zipcode: '90210',
      country: 'United States',
    });
    for (const s of list) expect(s.zipcode.startsWith('9021')).toBe(true);
  });

  it('completes a city name, exact matches first, optionally within a state', async () => {
    const [first] = (await autocomplete('springfield, il')).json();
    expect(first).toMatchObject({ city: 'Springfield', state: 'IL', country: 'United States' });
    const spring = (await autocomplete('Spring')).json() as { city: string }[];
    expect(spring.length).toBe(10);
    for (const s of spring) expect(s.city.toLowerCase().startsWith('spring')).toBe(true);
  });

  it('puts the likely town first: bigger cities (more ZIP codes) before small namesakes', async () => {
    const columbus = (await autocomplete('Columbus')).json() as { city: string; state: string }[];
    expect(columbus[0]).toMatchObject({ city: 'Columbus', state: 'OH' });
    expect(columbus.slice(0, 3).map((s) => s.state)).toEqual(['OH', 'GA', 'MS']);
    const [dayton] = (await autocomplete('Dayton')).json();
    expect(dayton).toMatchObject({ city: 'Dayton', state: 'OH' });
    const [colum] = (await autocomplete('Colum')).json();
    expect(colum.city).toMatch(/^Columbus|^Columbia/);
  });

  it('keeps a typed street in formatted_address', async () => {
    const [first] = (await autocomplete('12 Main St, Columbus, OH')).json();
    expect(first.formatted_address).toMatch(/^12 Main St, Columbus, OH 43\d{3}, USA$/);
    const [byZip] = await lookup.autocomplete('12 Main St 43004');
    expect(byZip).toMatchObject({ zipcode: '43004', state: 'OH' });
    expect(byZip!.formatted_address.startsWith('12 Main St, ')).toBe(true);
  });

  it('answers an empty list for nothing known and 400 for too short or missing queries', async () => {
    expect((await autocomplete('Zzyzzyx Qwv')).json()).toEqual([]);
    const short = await autocomplete('a');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ q: ['Type at least 2 characters.'] });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/address/autocomplete/' });
    expect(missing.json()).toEqual({ q: ['This field is required.'] });
  });
});
