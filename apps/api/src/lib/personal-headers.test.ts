import { describe, expect, it } from 'vitest';
import { createUser } from '../modules/assessment/assessment.fixtures';
import { createTestApp } from '../test/test-app';

/**
 * Issue 24 #7: no Permissions-Policy header; profile/, chat-history/ and result/ (and the other
 * personal answers) could be kept by a shared browser cache or a proxy.
 */
describe('issue 24 #7: Permissions-Policy and Cache-Control: no-store on personal answers', () => {
  it('every kind of response carries a Permissions-Policy that turns off what the app never uses', async () => {
    const { app } = await createTestApp();
    for (const url of ['/api/health', '/api/v1/scenarios/', '/nope', '/api/v1/nope/']) {
      const res = await app.inject({ method: 'GET', url });
      const policy = String(res.headers['permissions-policy'] ?? '');
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
        expect(policy, `${url}: ${feature}`).toContain(feature);
    }
  });

  it('signed-in GETs (profile/, chat-history/, result/, …) answer Cache-Control: no-store', async () => {
    const t = await createTestApp();
    const student = await createUser(t);
    for (const url of [
      '/api/v1/profile/',
      '/api/v1/ai-agents/1/chat-history/',
      '/api/v1/result/',
      '/api/v1/recommendations/',
      '/api/v1/mentor_sessions/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: student.auth });
      expect(res.headers['cache-control'], `${url} (${res.statusCode})`).toBe('no-store');
    }
    // Public, anonymous answers keep their own caching.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).not.toBe('no-store');
  });
});
