import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { INDUSTRIES, MENTOR_TAGS, USER_REVIEWS } from './reference.seed';
import { PARENT_STORIES, STUDENT_STORIES } from './stories.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/v1/tags/ and /api/v1/industries/', () => {
  it('list the seeded tags and industries in display order', async () => {
    const tags = await get('/api/v1/tags/');
    expect(tags.statusCode).toBe(200);
    expect(tags.json().map((x: { name: string }) => x.name)).toEqual([...MENTOR_TAGS]);
    expect(tags.json()[0]).toEqual({ id: expect.any(Number), name: 'Career Change' });
    const industries = await get('/api/v1/industries/');
    expect(industries.statusCode).toBe(200);
    expect(industries.json().map((x: { name: string }) => x.name)).toEqual([...INDUSTRIES]);
    expect(MENTOR_TAGS.length).toBeGreaterThanOrEqual(20);
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(25);
  });

  it('seeding again changes nothing (idempotent)', async () => {
    await seedReferenceData(t.ctx.db);
    expect((await get('/api/v1/tags/')).json()).toHaveLength(MENTOR_TAGS.length);
    expect((await get('/api/v1/user-reviews/')).json().count).toBe(USER_REVIEWS.length);
    const schools = await t.ctx.db.selectFrom('schools').selectAll().execute();
    expect(schools.map((s) => s.affiliate_code)).toEqual(['PATHSCOOP-DEMO']);
  });
});

describe('GET /api/v1/user-reviews/', () => {
  it('pages like DRF with per_page', async () => {
    const first = await get('/api/v1/user-reviews/?per_page=3');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(6);
    expect(body.previous).toBeNull();
    expect(body.next).toBe('http://localhost:3000/api/v1/user-reviews/?page=2&per_page=3');
    expect(body.results).toHaveLength(3);
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      image: null,
      name: USER_REVIEWS[0].name,
      title: USER_REVIEWS[0].title,
      review: USER_REVIEWS[0].review,
      age: null,
      career_path: '',
      quote: '',
    });
    const second = (await get('/api/v1/user-reviews/?page=2&per_page=3')).json();
    expect(second.next).toBeNull();
    expect(second.previous).toBe('http://localhost:3000/api/v1/user-reviews/?page=1&per_page=3');
    expect(second.results.map((r: { name: string }) => r.name)).toEqual(
      USER_REVIEWS.slice(3).map((r) => r.name),
    );
  });

  it('404 past the last page, 400 for bad paging parameters', async () => {
    const past = await get('/api/v1/user-reviews/?page=3&per_page=3');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
    const bad = await get('/api/v1/user-reviews/?per_page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ per_page: ['Ensure this value is greater than or equal to 1.'] });
    expect((await get('/api/v1/user-reviews/?page=abc')).json()).toEqual({
      page: ['A valid integer is required.'],
    });
  });

  it('audience=student|parent: the stories of /stories (first name, age, career path, quote)', async () => {
    const students = (await get('/api/v1/user-reviews/?audience=student&per_page=50')).json();
    expect(students.count).toBe(STUDENT_STORIES.length);
    expect(students.results[0]).toMatchObject({
      name: STUDENT_STORIES[0]!.firstName,
      age: STUDENT_STORIES[0]!.age,
      career_path: STUDENT_STORIES[0]!.careerPath,
      quote: STUDENT_STORIES[0]!.quote,
    });
    const parents = (await get('/api/v1/user-reviews/?audience=parent&per_page=50')).json();
    expect(parents.results.map((r: { name: string }) => r.name)).toEqual(
      PARENT_STORIES.map((s) => s.firstName),
    );
    expect((await get('/api/v1/user-reviews/?audience=nobody')).json()).toEqual({
      audience: ['Choose home, student or parent.'],
    });
  });
});
