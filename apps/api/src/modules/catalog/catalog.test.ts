import { ONET_ATTRIBUTION } from '@pathscoop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FIXTURE_INCOMPLETE_CODE, seedCatalogueFixture } from './catalog.fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogueFixture(t.ctx.db, { careers: 48 });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/v1/careers/', () => {
  it('pages through every career by title when there is no search', async () => {
    const res = await get('/api/v1/careers/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(49);
    expect(body.results).toHaveLength(20);
    expect(body.previous).toBeNull();
    expect(body.next).toBe('http://localhost:3000/api/v1/careers/?page=2');
    expect(body.results[0]).toEqual({
      code: expect.stringMatching(/^\d{2}-\d{4}\.\d{2}$/),
      title: expect.any(String),
      description: expect.any(String),
      job_zone: expect.any(Number),
      median_wage: expect.toBeOneOf([expect.any(Number), null]),
      ai_impact: expect.toBeOneOf(['L', 'M', 'H']),
      matched_title: null,
    });
    const last = (await get('/api/v1/careers/?page=3')).json();
    expect(last.results).toHaveLength(9);
    expect(last.next).toBeNull();
  });

  it('finds careers by title, best match first, and keeps search in the page links', async () => {
    const body = (await get('/api/v1/careers/?search=Artistic%20Worker%202&per_page=5')).json();
    expect(body.results[0].title).toBe('Artistic Worker 2');
    expect(body.count).toBeGreaterThan(5);
    expect(body.next).toBe(
      'http://localhost:3000/api/v1/careers/?search=Artistic+Worker+2&page=2&per_page=5',
    );
  });

  it('finds careers by alternate and reported titles and says which title matched', async () => {
    const body = (await get('/api/v1/careers/?search=synthetic%2017')).json();
    expect(body.results[0]).toMatchObject({ title: 'Conventional Worker 17', matched_title: 'Synthetic 17' });
    const misc = (await get('/api/v1/careers/?search=miscellaneous fixture worker')).json();
    expect(misc.results[0].code).toBe(FIXTURE_INCOMPLETE_CODE);
  });

  it('tolerates typos', async () => {
    const body = (await get('/api/v1/careers/?search=Conventionl%20Workr%2023')).json();
    expect(body.results.map((r: { title: string }) => r.title)).toContain('Conventional Worker 23');
  });

  it('returns an empty page for a search without matches', async () => {
    const body = (await get('/api/v1/careers/?search=zzzzqqqq')).json();
    expect(body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('rejects bad query parameters with 400 and the field message', async () => {
    expect((await get('/api/v1/careers/?page=0')).json()).toEqual({ page: ['Invalid page.'] });
    expect((await get('/api/v1/careers/?page=abc')).statusCode).toBe(400);
    expect((await get('/api/v1/careers/?per_page=1000')).json()).toEqual({
      per_page: ['Ensure this value is less than or equal to 100.'],
    });
    const long = await get(`/api/v1/careers/?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toHaveProperty('search');
  });

  it('answers a page past the end with 404 Invalid page.', async () => {
    const res = await get('/api/v1/careers/?page=99');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Invalid page.' });
  });
});

describe('GET /api/v1/careers/{code}/', () => {
  it('returns every stored field of a career', async () => {
    const res = await get('/api/v1/careers/11-1000.00/');
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({
      code: '11-1000.00',
      title: 'Realistic Worker 0',
      job_zone: {
        zone: 1,
        name: 'Job Zone 1',
        education: 'Education for zone 1.',
        experience: 'Experience for zone 1.',
      },
      median_wage: 208000,
      median_wage_note: 'top_coded',
      complete_profile: true,
      attribution: ONET_ATTRIBUTION,
    });
    expect(Object.keys(c.interests)).toEqual([
      'Realistic',
      'Investigative',
      'Artistic',
      'Social',
      'Enterprising',
      'Conventional',
    ]);
    expect(c.high_point_code).toMatch(/^R[IASEC]$/);
    expect(c.skills).toHaveLength(35);
    expect(c.skills[0]).toEqual({
      id: '2.A.1.a',
      name: 'Reading Comprehension',
      importance: expect.any(Number),
      level: expect.any(Number),
    });
    expect(c.work_styles).toHaveLength(16);
    expect(c.work_values).toHaveLength(6);
    expect(c.alternate_titles).toEqual(
      expect.arrayContaining(['Realistic specialist 0', 'Synthetic 0', 'Reported Realistic Worker 0']),
    );
    expect(c.related_occupations[0]).toMatchObject({ code: '11-1000.01', tier: 'Primary-Short' });
    expect(c.tasks).toHaveLength(2);
    expect(c.hot_technologies).toEqual(['Tool 0']);
    expect(c.typical_education).toEqual(expect.any(String));
    expect(c.ai_impact).toBe('L');
  });

  it('shows occupations without a profile as not complete', async () => {
    const c = (await get(`/api/v1/careers/${FIXTURE_INCOMPLETE_CODE}/`)).json();
    expect(c).toMatchObject({
      complete_profile: false,
      interests: null,
      high_point_code: null,
      skills: [],
      job_zone: null,
    });
  });

  it('rejects a malformed code (400) and an unknown one (404)', async () => {
    const bad = await get('/api/v1/careers/nurse/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: ['Enter an O*NET-SOC code such as 29-1141.00.'] });
    const missing = await get('/api/v1/careers/29-9999.99/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'No career with this O*NET-SOC code.' });
  });
});
