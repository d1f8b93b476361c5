import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { headersFor, insertStudent } from '../mentorship/testing/mentorship-fixtures';
import { insertStaff, staffHeaders } from './testing/backoffice-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const auth = async (userId: number) => ({ authorization: (await staffHeaders(t.ctx, userId)).authorization });

describe('accounts and roles (accounts.manage)', () => {
  it('lists accounts; gives and removes roles (a school role with its school); disables and enables; audited', async () => {
    const op = await insertStaff(t.ctx, ['operator'], { first_name: 'Opal' });
    const headers = await auth(op.id);
    const helper = await insertStaff(t.ctx, ['support'], { first_name: 'Hank' });
    const helperHeaders = await auth(helper.id);
    const school = await t.ctx.db.selectFrom('schools').select(['id', 'name']).executeTakeFirstOrThrow();

    const list = await t.app.inject({ url: '/api/v1/backoffice/accounts/?q=hank', headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().results).toHaveLength(1);
    expect(list.json().results[0]).toMatchObject({
      user_id: helper.id,
      roles: [{ role: 'support', school_id: null }],
      second_factor_enrolled: true,
      disabled_at: null,
    });

    const give = (body: object, h = headers) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/backoffice/accounts/${helper.id}/roles/`,
        headers: h,
        payload: body,
      });
    expect((await give({ role: 'school_counselor' })).json()).toEqual({
      school_id: ['Choose the school for this role.'],
    });
    expect((await give({ role: 'content_editor', school_id: school.id })).json()).toEqual({
      school_id: ['Only a school role names a school.'],
    });
    expect((await give({ role: 'school_counselor', school_id: 987654 })).json()).toEqual({
      school_id: ['There is no such school.'],
    });
    expect((await give({ role: 'wizard' })).statusCode).toBe(400);
    // Support lacks accounts.manage.
    expect((await give({ role: 'operator' }, helperHeaders)).statusCode).toBe(403);

    const scoped = await give({ role: 'school_counselor', school_id: school.id });
    expect(scoped.statusCode, scoped.body).toBe(200);
    expect(scoped.json().roles).toContainEqual(
      expect.objectContaining({ role: 'school_counselor', school_id: school.id, school: school.name }),
    );
    const withEditor = (await give({ role: 'content_editor' })).json();
    // The new role works at once: content editors read plans.
    expect(
      (await t.app.inject({ url: '/api/v1/backoffice/plans/', headers: helperHeaders })).statusCode,
    ).toBe(200);

    const editorRole = withEditor.roles.find((r: { role: string }) => r.role === 'content_editor');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/backoffice/accounts/${helper.id}/roles/${editorRole.id}/`,
      headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      removed
        .json()
        .roles.map((r: { role: string }) => r.role)
        .sort(),
    ).toEqual(['school_counselor', 'support']);

    // Disable: the account's back-office calls stop at once; enable brings it back.
    const disable = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/backoffice/accounts/${helper.id}/disable/`,
        headers,
        payload: body,
      });
    expect((await disable({ reason: ' ' })).json()).toEqual({ reason: ['Please give a reason.'] });
    expect((await disable({ reason: 'Left the team' })).json().disabled_at).toBeTruthy();
    expect(
      (await t.app.inject({ url: '/api/v1/backoffice/members/', headers: helperHeaders })).statusCode,
    ).toBe(403);
    const enabled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/backoffice/accounts/${helper.id}/enable/`,
      headers,
    });
    expect(enabled.json().disabled_at).toBeNull();
    expect(
      (await t.app.inject({ url: '/api/v1/backoffice/members/', headers: await auth(helper.id) })).statusCode,
    ).toBe(200);

    const trail = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after', 'request_id'])
      .where('target_type', '=', 'backoffice_account')
      .where('target_id', '=', String(helper.id))
      .orderBy('id')
      .execute();
    expect(trail.map((r) => r.action)).toEqual([
      'backoffice_role_given',
      'backoffice_role_given',
      'backoffice_role_removed',
      'backoffice_account_disabled',
      'backoffice_account_enabled',
    ]);
    expect(trail.every((r) => r.actor_id === op.id && r.request_id)).toBe(true);
    expect(trail[3]?.after).toMatchObject({ reason: 'Left the team' });
  });

  it('nobody is locked out: no removing your own last operator role, no disabling yourself or the last operator', async () => {
    // Start from a database where this test's operators are the only enabled ones.
    await t.ctx.db.updateTable('backoffice_accounts').set({ disabled_at: new Date() }).execute();
    const a = await insertStaff(t.ctx, ['operator'], { first_name: 'Ana' });
    const b = await insertStaff(t.ctx, ['operator'], { first_name: 'Bea' });
    const ah = await auth(a.id);
    const roleOf = async (userId: number) =>
      (
        await t.ctx.db
          .selectFrom('backoffice_role_assignments')
          .select('id')
          .where('user_id', '=', userId)
          .where('role', '=', 'operator')
          .executeTakeFirstOrThrow()
      ).id;
    const remove = (userId: number, roleId: number, h = ah) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/backoffice/accounts/${userId}/roles/${roleId}/`,
        headers: h,
      });

    const own = await remove(a.id, await roleOf(a.id));
    expect(own.statusCode).toBe(409);
    expect(own.json().detail).toMatch(/cannot remove your own operator role/);
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/v1/backoffice/accounts/${a.id}/disable/`,
      headers: ah,
      payload: { reason: 'test' },
    });
    expect(self.json().detail).toMatch(/cannot disable your own account/);

    // A may remove B's operator role (A remains an operator).
    expect((await remove(b.id, await roleOf(b.id))).statusCode).toBe(200);
    const cy = await insertStaff(t.ctx, ['operator'], { first_name: 'Cy' });
    const ch = await auth(cy.id);
    // Cy disables A: allowed (Cy stays); then Cy is the last enabled operator.
    const disabledA = await t.app.inject({
      method: 'POST',
      url: `/api/v1/backoffice/accounts/${a.id}/disable/`,
      headers: ch,
      payload: { reason: 'Handover' },
    });
    expect(disabledA.statusCode, disabledA.body).toBe(200);
    const roles = await t.ctx.db
      .selectFrom('backoffice_role_assignments')
      .select('id')
      .where('user_id', '=', a.id)
      .execute();
    expect(roles).toHaveLength(1);
    const own2 = await remove(cy.id, await roleOf(cy.id), ch);
    expect(own2.statusCode).toBe(409);
    const count = await t.ctx.db
      .selectFrom('backoffice_role_assignments as r')
      .innerJoin('backoffice_accounts as x', 'x.user_id', 'r.user_id')
      .select('r.user_id')
      .where('r.role', '=', 'operator')
      .where('x.disabled_at', 'is', null)
      .execute();
    expect(count.map((r) => r.user_id)).toEqual([cy.id]);
  });
});

describe("a companion's picture (the profile-photo pipeline)", () => {
  it('uploads a PNG, stores a 384 px WebP, students see it; a text file is refused and changes nothing', async () => {
    const op = await insertStaff(t.ctx, ['operator'], { first_name: 'Pia' });
    const headers = await auth(op.id);
    const companion = (await t.app.inject({ url: '/api/v1/backoffice/companions/', headers })).json()[0];
    const upload = (bytes: Buffer, filename: string, field = 'picture') => {
      const boundary = '----pathscoopTestBoundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/backoffice/companions/${companion.id}/picture/`,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    };
    const bad = await upload(Buffer.from('not an image at all'), 'evil.png');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ picture: ['Upload a PNG or JPEG image (png, jpg or jpeg).'] });
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v1/backoffice/companions/${companion.id}/picture/`,
      headers,
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    const unchanged = (await t.app.inject({ url: '/api/v1/backoffice/companions/', headers })).json()[0];
    expect(unchanged.image).toBe(companion.image);

    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const ok = await upload(png, 'buddy.png');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().image).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]{32}-384\.webp$/);
    const served = await t.app.inject({ url: ok.json().image });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 384, 384]);

    const student = await insertStudent(t.ctx, { plan: 'sundae' });
    const seen = (
      await t.app.inject({ url: '/api/v1/ai-agents/', headers: await headersFor(t.ctx, student.id) })
    ).json();
    expect(JSON.stringify(seen)).toContain(ok.json().image);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'companion_picture_changed')
      .executeTakeFirstOrThrow();
    expect(audit.before).toEqual({ image: companion.image });
    expect(audit.after).toEqual({ image: ok.json().image });
  });
});
