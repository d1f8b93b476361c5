import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { insertUser, seededPlans, userPlan } from './testing/helpers';

/** What a browser sends when the sandbox page's own form posts Pay. */
const SAME_ORIGIN = {
  'content-type': 'application/x-www-form-urlencoded',
  origin: 'http://localhost:3000',
  'sec-fetch-site': 'same-origin',
};

describe('the embedded sandbox checkout (no Stripe keys)', async () => {
  const { app, ctx } = await createTestApp();
  const plans = await seededPlans(ctx);

  async function sandboxPath(plan: { id: number }) {
    const student = await insertUser(ctx);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payment_link/',
      headers: student.headers,
      payload: { pricing_plan: plan.id },
    });
    return { student, path: new URL(res.json().payment_link).pathname };
  }

  it('shows the plan, the price, Pay and Cancel, clearly marked as a test sandbox', async () => {
    const { path } = await sandboxPath(plans.monthly);
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST SANDBOX');
    expect(page.body).toContain('Pay for the Double Scoop plan');
    expect(page.body).toContain('$12.00 <span>/month</span>');
    expect(page.body).toContain(`action="${path}/pay"`);
    expect(page.body).toContain('>Pay $12.00</button>');
    expect(page.body).toContain('href="http://localhost:3000/pricingplan/cancel">Cancel</a>');
  });

  it('Pay sends a signed checkout.session.completed through the webhook, then redirects to success', async () => {
    const { student, path } = await sandboxPath(plans.milkshake);
    const pay = await app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: SAME_ORIGIN,
      payload: '',
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe('http://localhost:3000/pricingplan/success');
    expect((await userPlan(ctx, student.id)).pricing_plan_id).toBe(plans.milkshake.id);
    const event = await ctx.db
      .selectFrom('stripe_events')
      .innerJoin('payments', 'payments.stripe_event_id', 'stripe_events.id')
      .select(['stripe_events.type', 'stripe_events.outcome', 'payments.amount_cents', 'payments.payer'])
      .where('payments.user_id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({
      type: 'checkout.session.completed',
      outcome: 'paid',
      amount_cents: 9900,
      payer: 'student',
    });

    // Paying again (back button) records nothing more and lands on success.
    const again = await app.inject({ method: 'POST', url: `${path}/pay`, headers: SAME_ORIGIN, payload: '' });
    expect(again.headers.location).toBe('http://localhost:3000/pricingplan/success');
    expect(
      await ctx.db.selectFrom('payments').select('id').where('user_id', '=', student.id).execute(),
    ).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(303);
  });

  it('the checkout page alone unlocks nothing (cancel = just leaving)', async () => {
    const { student, path } = await sandboxPath(plans.monthly);
    await app.inject({ method: 'GET', url: path });
    expect(await userPlan(ctx, student.id)).toEqual({ pricing_plan_id: null, plan_expires_at: null });
  });

  it('404 for an unknown session', async () => {
    const res = await app.inject({ method: 'GET', url: '/sandbox/checkout/cs_sandbox_doesnotexist123' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Checkout not found');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/sandbox/checkout/cs_sandbox_doesnotexist123/pay',
          headers: SAME_ORIGIN,
          payload: '',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('Pay refuses cross-site posts (CSRF): Sec-Fetch-Site, else Origin, else nothing is refused', async () => {
    const { student, path } = await sandboxPath(plans.milkshake);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://shop.localhost:3000', 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
      // An origin check alone (older browsers): another site, or a null origin (sandboxed frame).
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:3000.evil.example' },
      // A header claiming the right origin does not outweigh the browser's Sec-Fetch-Site.
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
      // Neither header: no browser posts like that.
      {},
    ];
    for (const headers of refused) {
      const res = await app.inject({
        method: 'POST',
        url: `${path}/pay`,
        headers: { ...form, ...headers },
        payload: '',
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.body).toContain('Payment refused');
    }
    expect(await userPlan(ctx, student.id)).toEqual({ pricing_plan_id: null, plan_expires_at: null });
    expect(
      await ctx.db.selectFrom('payments').select('id').where('user_id', '=', student.id).execute(),
    ).toEqual([]);

    // Same origin by Origin alone (no Sec-Fetch-Site): PUBLIC_URL's origin, or the request's own host.
    const byOwnHost = await app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { ...form, host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
      payload: '',
    });
    expect(byOwnHost.statusCode).toBe(303);
    expect((await userPlan(ctx, student.id)).pricing_plan_id).toBe(plans.milkshake.id);

    const other = await sandboxPath(plans.monthly);
    const byPublicUrl = await app.inject({
      method: 'POST',
      url: `${other.path}/pay`,
      headers: { ...form, origin: 'http://localhost:3000' },
      payload: '',
    });
    expect(byPublicUrl.statusCode).toBe(303);
    expect((await userPlan(ctx, other.student.id)).pricing_plan_id).toBe(plans.monthly.id);
  });
});
