import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { headersFor, insertStudent } from '../mentorship/testing/mentorship-fixtures';
import { insertStaff, staffHeaders } from './testing/backoffice-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('companions in the back office', () => {
  it('an edit shows at once in ai-agents/; disabling hides it; content editors may only read; audited', async () => {
    const op = await insertStaff(t.ctx, ['operator']);
    const headers = { authorization: (await staffHeaders(t.ctx, op.id)).authorization };
    const list = await t.app.inject({ url: '/api/v1/backoffice/companions/', headers });
    expect(list.statusCode).toBe(200);
    const first = list.json()[0];
    expect(first.system_prompt.length).toBeGreaterThan(20);

    const student = await insertStudent(t.ctx, { plan: 'sundae' });
    const sh = await headersFor(t.ctx, student.id);
    const patch = (payload: object, h = headers) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/backoffice/companions/${first.id}/`,
        headers: h,
        payload,
      });

    expect((await patch({ name: ' ' })).json()).toEqual({ name: ['Enter the name.'] });
    const renamed = await patch({ name: 'Career Pal', short_description: 'Asks good questions.' });
    expect(renamed.json()).toMatchObject({ name: 'Career Pal', short_description: 'Asks good questions.' });
    const seen = (await t.app.inject({ url: '/api/v1/ai-agents/', headers: sh })).json();
    expect(JSON.stringify(seen)).toContain('Career Pal');

    await patch({ is_active: false });
    expect(
      JSON.stringify((await t.app.inject({ url: '/api/v1/ai-agents/', headers: sh })).json()),
    ).not.toContain('Career Pal');
    await patch({ is_active: true });

    const editor = await insertStaff(t.ctx, ['content_editor'], { first_name: 'Ed' });
    const eh = { authorization: (await staffHeaders(t.ctx, editor.id)).authorization };
    expect((await t.app.inject({ url: '/api/v1/backoffice/companions/', headers: eh })).statusCode).toBe(200);
    expect((await patch({ name: 'Nope' }, eh)).statusCode).toBe(403);

    const trail = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target_type', '=', 'companion')
      .orderBy('id')
      .execute();
    expect(trail).toHaveLength(3);
    expect(trail[0]?.before).toMatchObject({ name: first.name });
    expect(trail[0]?.after).toMatchObject({ name: 'Career Pal' });
  });
});
