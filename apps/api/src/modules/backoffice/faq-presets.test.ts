import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  completeSubmission,
  createUser,
  loadScenarios,
  type TestUser,
} from '../assessment/assessment.fixtures';
import { seedTestCatalogue } from '../results/results.test-catalogue';
import { insertStaff, staffHeaders } from './testing/backoffice-fixtures';

/**
 * The FAQ and the Scoop's preset questions in the back office (issue 20 Content): each round-trips
 * to what members see (faq/, the career detail's Scoop), drafts stay hidden, validation speaks in
 * words, every change is audited, and only content editors may change them.
 */
let t: TestApp;
let editor: Record<string, string>;
let supportOnly: Record<string, string>;
let freePlanId: number;
type FormerFaq = Record<
  'careerexplorer' | 'communitypartner',
  { id: number; question: string; answer: string[] }[]
>;
/** The former static FAQ (the web's fixture; outside this project's files, so loaded at run time). */
let FAQS: FormerFaq;
beforeAll(async () => {
  const fixture = new URL(
    '../../../../web/src/features/content/components/faq-former-text.fixture.ts',
    import.meta.url,
  ).pathname;
  FAQS = ((await import(/* @vite-ignore */ fixture)) as { FAQS: FormerFaq }).FAQS;
  t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  await t.app.ready();
  await seedTestCatalogue(t);
  const ed = await insertStaff(t.ctx, ['content_editor']);
  editor = { authorization: (await staffHeaders(t.ctx, ed.id)).authorization };
  const sup = await insertStaff(t.ctx, ['support'], { first_name: 'Sam' });
  supportOnly = { authorization: (await staffHeaders(t.ctx, sup.id)).authorization };
  const plans = await t.ctx.db.selectFrom('pricing_plans').select(['id', 'price']).execute();
  freePlanId = plans.find((p) => Number(p.price) === 0)?.id ?? 0;
});

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });

async function auditOf(targetType: string, id: number) {
  return t.ctx.db
    .selectFrom('audit_log')
    .select(['action', 'before', 'after'])
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();
}

describe('FAQ', () => {
  it('the seeded FAQ is the former static text, word for word, in order', async () => {
    for (const audience of ['careerexplorer', 'communitypartner'] as const) {
      const res = await call('GET', `faq/?audience=${audience}`, {});
      expect(res.statusCode).toBe(200);
      // The same ids (places in the list), questions and paragraphs as the former static file.
      expect(res.json().results).toEqual(FAQS[audience]);
    }
    expect((await call('GET', 'faq/', {})).json().audience).toBe('careerexplorer');
    const bad = await call('GET', 'faq/?audience=parents', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ audience: ['Choose Career Explorer or Community Partner.'] });
  });

  it('a draft is hidden; published it appears in faq/; edited and moved it changes; unpublished it disappears', async () => {
    const served = async (audience = 'careerexplorer') =>
      (await call('GET', `faq/?audience=${audience}`, {})).json().results as {
        id: number;
        question: string;
        answer: string[];
      }[];

    const bad = await call('POST', 'backoffice/faq/', editor, { audience: 'x', question: ' ', answer: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      audience: ['Choose Career Explorer or Community Partner.'],
      question: ['Enter the question.'],
      answer: ['Enter the answer.'],
    });

    const created = await call('POST', 'backoffice/faq/', editor, {
      audience: 'careerexplorer',
      question: 'Can I change my school?',
      answer: 'Yes, from your profile.\n\nAsk your counselor first.',
    });
    expect(created.statusCode).toBe(201);
    const f = created.json();
    expect(f).toMatchObject({ published: false, position: 13 });
    expect((await served()).map((s) => s.question)).not.toContain('Can I change my school?');

    await call('POST', `backoffice/faq/${f.id}/publish/`, editor);
    const after = await served();
    expect(after.at(-1)).toEqual({
      id: 13,
      question: 'Can I change my school?',
      answer: ['Yes, from your profile.', 'Ask your counselor first.'],
    });
    expect((await served('communitypartner')).map((s) => s.question)).not.toContain(
      'Can I change my school?',
    );

    await call('PATCH', `backoffice/faq/${f.id}/`, editor, { question: 'Can I move schools?', position: 0 });
    expect((await served())[0]).toMatchObject({ id: 1, question: 'Can I move schools?' });

    await call('POST', `backoffice/faq/${f.id}/unpublish/`, editor);
    expect((await served()).map((s) => s.question)).not.toContain('Can I move schools?');
    expect(await served()).toEqual(FAQS.careerexplorer);

    expect((await auditOf('faq', f.id)).map((a) => a.action)).toEqual([
      'faq_created',
      'faq_published',
      'faq_updated',
      'faq_unpublished',
    ]);
    const [, , updated] = await auditOf('faq', f.id);
    expect(updated?.before).toMatchObject({ question: 'Can I change my school?', position: 13 });
    expect(updated?.after).toMatchObject({ question: 'Can I move schools?', position: 0 });
  });

  it('the list includes drafts; reading needs content.read and writing content.write', async () => {
    const list = (await call('GET', 'backoffice/faq/?audience=communitypartner', editor)).json();
    expect(list.results).toHaveLength(11);
    expect((await call('GET', 'backoffice/faq/', supportOnly)).statusCode).toBe(403);
    const refused = await call('POST', 'backoffice/faq/', supportOnly, { question: 'X?', answer: 'Y' });
    expect(refused.statusCode).toBe(403);
    expect(
      await t.ctx.db.selectFrom('faq_entries').select('id').where('question', '=', 'X?').execute(),
    ).toEqual([]);
  });
});

describe('Scoop preset questions', () => {
  type Question = {
    id: number;
    ordering: number;
    question: string;
    answer: { answer: string };
    refresh_count: number;
  };
  async function detailOf(user: TestUser, resultId: number): Promise<Question[]> {
    const res = await call('GET', `result/${resultId}/`, user.auth);
    expect(res.statusCode).toBe(200);
    return res.json().unique_title.unique_title_questions;
  }

  it('edit, add, reorder, unpublish: the career detail follows at once; refreshes stay sane; audited', async () => {
    const student = await createUser(t, { pricing_plan_id: freePlanId });
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/scenarios/',
      headers: student.auth,
      payload: completeSubmission(await loadScenarios(t), () => 3),
    });
    expect(submitted.statusCode).toBe(201);
    const resultId = submitted.json().results[0].id as number;

    const before = await detailOf(student, resultId);
    expect(before.map((q) => q.question)).toEqual([
      'What does a day in this work look like?',
      'How much does it pay?',
      'How do I get there from high school?',
      'What do people like about it, and what is hard?',
      'How will AI change this career?',
      'What is the outlook, and where can it lead?',
    ]);
    // The student refreshes the pay answer once: their counter is 2.
    const pay = before[1] as Question;
    const refreshed = await call('GET', `question/${pay.id}/refresh/answer/`, student.auth);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().refresh_count).toBe(2);

    // Validation in words; support may not touch presets.
    const bad = await call('PATCH', 'backoffice/scoop-presets/2/', editor, { question: ' ', ordering: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      question: ['Enter the question.'],
      ordering: ['Enter an order from 1 to 99.'],
    });
    expect(
      (await call('PATCH', 'backoffice/scoop-presets/2/', supportOnly, { question: 'Pay?' })).statusCode,
    ).toBe(403);

    // Reworded: the old answer and the student's refresh of it are gone; a new answer, counter 1.
    const edited = await call('PATCH', 'backoffice/scoop-presets/2/', editor, {
      question: 'What will I earn, starting out and later?',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ kind: 'pay', revision: 2 });
    const afterEdit = await detailOf(student, resultId);
    const newPay = afterEdit.find(
      (q) => q.question === 'What will I earn, starting out and later?',
    ) as Question;
    expect(newPay).toMatchObject({ ordering: 2, refresh_count: 1 });
    expect(newPay.id).not.toBe(pay.id);
    expect(newPay.answer.answer).toMatch(/\$/); // still the pay template (kind 'pay')
    expect(afterEdit.map((q) => q.question)).not.toContain('How much does it pay?');
    // The old question can no longer be refreshed.
    expect((await call('GET', `question/${pay.id}/refresh/answer/`, student.auth)).statusCode).toBe(404);

    // A new custom preset: hidden as a draft, answered (offline: the generic overview) once published.
    const created = await call('POST', 'backoffice/scoop-presets/', editor, {
      question: 'Can I do this work part-time?',
    });
    expect(created.statusCode).toBe(201);
    const custom = created.json();
    expect(custom).toMatchObject({ kind: null, ordering: 7, published: false });
    expect((await detailOf(student, resultId)).map((q) => q.question)).not.toContain(
      'Can I do this work part-time?',
    );
    await call('POST', `backoffice/scoop-presets/${custom.id}/publish/`, editor);
    const withCustom = await detailOf(student, resultId);
    const c = withCustom.at(-1) as Question;
    expect(c.question).toBe('Can I do this work part-time?');
    expect(c.answer.answer).toContain('Can I do this work part-time?');
    expect(c.answer.answer.length).toBeGreaterThan(100);
    const customRefresh = await call('GET', `question/${c.id}/refresh/answer/`, student.auth);
    expect(customRefresh.statusCode).toBe(200);
    expect(customRefresh.json().answer.answer).not.toBe(c.answer.answer);

    // Reordered (ties by id: after the day question, before the pay one), same answer, same counter.
    await call('PATCH', `backoffice/scoop-presets/${custom.id}/`, editor, { ordering: 1 });
    const reordered = await detailOf(student, resultId);
    expect(reordered[1]).toMatchObject({ id: c.id, ordering: 1, refresh_count: 2 });

    // Unpublished: gone from the detail, its refresh answers 404; published again it comes back as it was.
    await call('POST', 'backoffice/scoop-presets/5/unpublish/', editor);
    const noAi = await detailOf(student, resultId);
    expect(noAi.map((q) => q.question)).not.toContain('How will AI change this career?');
    expect(noAi).toHaveLength(6);
    const aiId = before[4]?.id as number;
    expect((await call('GET', `question/${aiId}/refresh/answer/`, student.auth)).statusCode).toBe(404);
    await call('POST', 'backoffice/scoop-presets/5/publish/', editor);
    expect((await detailOf(student, resultId)).find((q) => q.id === aiId)?.question).toBe(
      'How will AI change this career?',
    );

    expect((await auditOf('scoop_preset', 2)).map((a) => a.action)).toEqual(['scoop_preset_updated']);
    const [edit] = await auditOf('scoop_preset', 2);
    expect(edit?.before).toMatchObject({ question: 'How much does it pay?', revision: 1 });
    expect(edit?.after).toMatchObject({ question: 'What will I earn, starting out and later?', revision: 2 });
    expect((await auditOf('scoop_preset', custom.id)).map((a) => a.action)).toEqual([
      'scoop_preset_created',
      'scoop_preset_published',
      'scoop_preset_updated',
    ]);
    expect((await auditOf('scoop_preset', 5)).map((a) => a.action)).toEqual([
      'scoop_preset_unpublished',
      'scoop_preset_published',
    ]);
    const list = (await call('GET', 'backoffice/scoop-presets/', editor)).json();
    expect(list.results.map((p: { id: number }) => p.id)).toEqual([1, custom.id, 2, 3, 4, 5, 6]);
  });
});
