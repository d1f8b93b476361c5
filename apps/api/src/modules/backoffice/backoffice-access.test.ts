import { type BackofficePermission, type BackofficeRoleName, ROLE_PERMISSIONS } from '@pathscoop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../test/openapi-fuzz';
import { createTestApp, type TestApp } from '../../test/test-app';
import { headersFor, insertMentor, insertStudent } from '../mentorship/testing/mentorship-fixtures';
import { insertStaff, staffHeaders } from './testing/backoffice-fixtures';

/**
 * The back office's access sweep (issue 20 acceptance): every `backoffice/` operation of the OpenAPI
 * document must have a rule here, so a new route without one fails this test. Each is called as
 * anonymous (401), a student and a mentor (403), a back-office account whose session has not
 * passed the second factor (403, except the sign-in steps marked 'account'), a role without the
 * permission (403), and the least-privileged role with it (anything but 401/403).
 */
const RULES: Record<string, BackofficePermission | 'account' | 'any-role'> = {
  'GET /api/v1/backoffice/me/': 'account',
  'POST /api/v1/backoffice/2fa/enrol/': 'account',
  'POST /api/v1/backoffice/2fa/enrol/confirm/': 'account',
  'POST /api/v1/backoffice/2fa/verify/': 'account',
  'GET /api/v1/backoffice/2fa/recovery-codes/': 'any-role',
  'POST /api/v1/backoffice/2fa/recovery-codes/': 'any-role',
  'GET /api/v1/backoffice/mentors/': 'mentorship.manage',
  'POST /api/v1/backoffice/mentors/{id}/vet/': 'mentorship.manage',
  'POST /api/v1/backoffice/mentors/{id}/reject/': 'mentorship.manage',
  'POST /api/v1/backoffice/mentors/{id}/pause/': 'mentorship.manage',
  'GET /api/v1/backoffice/requests/': 'mentorship.manage',
  'POST /api/v1/backoffice/requests/{id}/assign/': 'mentorship.manage',
  'GET /api/v1/backoffice/concerns/': 'concerns.manage',
  'POST /api/v1/backoffice/concerns/{id}/resolve/': 'concerns.manage',
  'GET /api/v1/backoffice/chat-flags/': 'chat_flags.review',
  'POST /api/v1/backoffice/chat-flags/{id}/review/': 'chat_flags.review',
  'GET /api/v1/backoffice/members/': 'members.read',
  'GET /api/v1/backoffice/members/export/': 'members.export',
  'GET /api/v1/backoffice/members/{id}/': 'members.read',
  'POST /api/v1/backoffice/members/{id}/resend-verification/': 'members.write',
  'POST /api/v1/backoffice/members/{id}/deactivate/': 'members.write',
  'POST /api/v1/backoffice/members/{id}/reactivate/': 'members.write',
  'GET /api/v1/backoffice/audit/': 'audit.read',
  'GET /api/v1/backoffice/payments/': 'payments.read',
  'POST /api/v1/backoffice/payments/{id}/refund/': 'payments.refund',
  'GET /api/v1/backoffice/schools/': 'schools.read',
  'POST /api/v1/backoffice/schools/': 'schools.write',
  'PATCH /api/v1/backoffice/schools/{id}/': 'schools.write',
  // Issue 21: a school's counselors (docs/counselors.md).
  'GET /api/v1/backoffice/schools/{id}/counselors/': 'schools.read',
  'POST /api/v1/backoffice/schools/{id}/counselors/': 'schools.write',
  'DELETE /api/v1/backoffice/schools/{id}/counselors/{user_id}/': 'schools.write',
  'GET /api/v1/backoffice/companions/': 'companions.read',
  'PATCH /api/v1/backoffice/companions/{id}/': 'companions.write',
  'POST /api/v1/backoffice/companions/{id}/picture/': 'companions.write',
  'GET /api/v1/backoffice/plans/': 'plans.read',
  'GET /api/v1/backoffice/plans/{id}/': 'plans.read',
  'PUT /api/v1/backoffice/plans/{id}/': 'plans.write',
  'POST /api/v1/backoffice/plans/': 'plans.write',
  'POST /api/v1/backoffice/plans/{id}/archive/': 'plans.write',
  'POST /api/v1/backoffice/plans/{id}/restore/': 'plans.write',
  'GET /api/v1/backoffice/accounts/': 'accounts.manage',
  'POST /api/v1/backoffice/accounts/{user_id}/roles/': 'accounts.manage',
  'DELETE /api/v1/backoffice/accounts/{user_id}/roles/{role_id}/': 'accounts.manage',
  'POST /api/v1/backoffice/accounts/{user_id}/disable/': 'accounts.manage',
  'POST /api/v1/backoffice/accounts/{user_id}/enable/': 'accounts.manage',
  // Content: testimonials and stories, school resources.
  'GET /api/v1/backoffice/testimonials/': 'content.read',
  'POST /api/v1/backoffice/testimonials/': 'content.write',
  'GET /api/v1/backoffice/testimonials/{id}/': 'content.read',
  'PATCH /api/v1/backoffice/testimonials/{id}/': 'content.write',
  'POST /api/v1/backoffice/testimonials/{id}/publish/': 'content.write',
  'POST /api/v1/backoffice/testimonials/{id}/unpublish/': 'content.write',
  'GET /api/v1/backoffice/resources/': 'content.read',
  'POST /api/v1/backoffice/resources/': 'content.write',
  'POST /api/v1/backoffice/resources/preview/': 'content.read',
  'GET /api/v1/backoffice/resources/{id}/': 'content.read',
  'PATCH /api/v1/backoffice/resources/{id}/': 'content.write',
  'POST /api/v1/backoffice/resources/{id}/thumbnail/': 'content.write',
  'POST /api/v1/backoffice/resources/{id}/publish/': 'content.write',
  'POST /api/v1/backoffice/resources/{id}/unpublish/': 'content.write',
  // Content: the FAQ and the Scoop's preset questions.
  'GET /api/v1/backoffice/faq/': 'content.read',
  'POST /api/v1/backoffice/faq/': 'content.write',
  'GET /api/v1/backoffice/faq/{id}/': 'content.read',
  'PATCH /api/v1/backoffice/faq/{id}/': 'content.write',
  'POST /api/v1/backoffice/faq/{id}/publish/': 'content.write',
  'POST /api/v1/backoffice/faq/{id}/unpublish/': 'content.write',
  'GET /api/v1/backoffice/scoop-presets/': 'content.read',
  'POST /api/v1/backoffice/scoop-presets/': 'content.write',
  'GET /api/v1/backoffice/scoop-presets/{id}/': 'content.read',
  'PATCH /api/v1/backoffice/scoop-presets/{id}/': 'content.write',
  'POST /api/v1/backoffice/scoop-presets/{id}/publish/': 'content.write',
  'POST /api/v1/backoffice/scoop-presets/{id}/unpublish/': 'content.write',
};

/** Least privileged first: the permitted role is the first one with the permission. */
const ROLE_ORDER: BackofficeRoleName[] = ['content_editor', 'support', 'safeguarding', 'operator'];

let t: TestApp;
const headers: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  await t.app.ready();
  headers.student = await headersFor(t.ctx, (await insertStudent(t.ctx, { plan: 'sundae' })).id);
  headers.mentor = await headersFor(t.ctx, (await insertMentor(t.ctx)).id);
  const op = await insertStaff(t.ctx, ['operator'], { first_name: 'Nofactor' });
  headers.noSecondFactor = { authorization: (await staffHeaders(t.ctx, op.id, false)).authorization };
  for (const role of ROLE_ORDER) {
    const staff = await insertStaff(t.ctx, [role], { first_name: role.replace('_', '') });
    headers[role] = { authorization: (await staffHeaders(t.ctx, staff.id)).authorization };
  }
});

function backofficeOperations() {
  const doc = t.app.swagger() as unknown as OpenApiDocument;
  const ops: string[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    if (path.startsWith('/api/v1/backoffice/'))
      for (const method of Object.keys(item as object)) ops.push(`${method.toUpperCase()} ${path}`);
  return ops.sort();
}

describe('back-office access sweep (from the OpenAPI document)', () => {
  it('every backoffice/ route has a rule, and every rule a route', () => {
    const ops = backofficeOperations();
    expect(
      ops.filter((op) => !(op in RULES)),
      'routes without a rule',
    ).toEqual([]);
    expect(
      Object.keys(RULES).filter((r) => !ops.includes(r)),
      'rules without a route',
    ).toEqual([]);
  });

  it('refuses anonymous, students, mentors, sessions without the second factor and roles without the permission; lets the permitted role through', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const op of backofficeOperations()) {
      const [method, path] = op.split(' ') as [string, string];
      const url = path.replace(/\{[a-z_]+\}/g, '1');
      const call = async (who: string, expected: (s: number) => boolean, label: string) => {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: headers[who] ?? {},
          ...(method === 'GET' ? {} : { payload: method === 'PATCH' ? { name: '' } : {} }),
        });
        calls += 1;
        if (!expected(res.statusCode))
          failures.push(`${op} as ${who}: ${res.statusCode} (${label}) ${res.body.slice(0, 120)}`);
      };
      const refused = (s: number) => s === 403;
      const passes = (s: number) => s !== 401 && s !== 403 && s < 500;
      const rule = RULES[op];
      await call('anonymous', (s) => s === 401, 'expected 401');
      await call('student', refused, 'expected 403');
      await call('mentor', refused, 'expected 403');
      if (rule === 'account') {
        await call('noSecondFactor', passes, 'a sign-in step: allowed before the second factor');
        continue;
      }
      await call('noSecondFactor', refused, 'expected 403 before the second factor');
      if (rule === 'any-role' || rule === undefined) {
        for (const role of ROLE_ORDER) await call(role, passes, 'any role may');
        continue;
      }
      const permitted = ROLE_ORDER.find((r) => ROLE_PERMISSIONS[r].includes(rule));
      const without = ROLE_ORDER.filter((r) => !ROLE_PERMISSIONS[r].includes(rule));
      expect(permitted, op).toBeDefined();
      expect(without.length, `${op}: some role must lack ${rule}`).toBeGreaterThan(0);
      for (const role of without) await call(role, refused, `${role} lacks ${rule}`);
      await call(permitted as string, passes, `${permitted} has ${rule}`);
    }
    console.log(
      `Back-office access sweep: ${backofficeOperations().length} routes, ${calls} calls, ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
  });
});
