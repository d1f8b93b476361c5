import { describe, expect, it } from 'vitest';
import { createUser } from '../modules/assessment/assessment.fixtures';
import { createTestApp } from '../test/test-app';

/**
 * Issue 24 #7: page numbers were read with `z.coerce.number()`, which takes `0x2` as 2, `1e0` as 1
 * and `" 1"` as 1. Every list route now uses the shared strict integer rule (contracts input.ts).
 */
const ROUTES = [
  '/api/v1/mentors/',
  '/api/v1/mentor_sessions/',
  '/api/v1/mentor_feedbacks/',
  '/api/v1/recommendations/',
  '/api/v1/ai-agents/',
  '/api/v1/school-resource/',
];
const BAD = ['0x2', '1e0', ' 1', '1 ', '+1', '0b1', '1.0', '', '٣'];

describe('issue 24 #7: strict integer page params', () => {
  it('refuses 0x2, 1e0, " 1" and other non-decimal pages on every list route; accepts 1', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    const student = await createUser(t, { plan_expires_at: null });
    const accepted: string[] = [];
    for (const route of ROUTES) {
      const ok = await t.app.inject({ method: 'GET', url: `${route}?page=1`, headers: student.auth });
      expect(ok.statusCode, `${route}?page=1 → ${ok.body.slice(0, 200)}`).not.toBe(400);
      for (const bad of BAD) {
        for (const param of ['page', 'per_page']) {
          if (param === 'per_page' && !route.startsWith('/api/v1/mentor')) continue;
          const url = `${route}?${param}=${encodeURIComponent(bad)}`;
          const res = await t.app.inject({ method: 'GET', url, headers: student.auth });
          if (res.statusCode !== 400) accepted.push(`${url} → ${res.statusCode}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });
});
