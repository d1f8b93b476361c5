import RestException from 'twilio/lib/base/RestException';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { startFakeTwilio } from './fake-twilio';
import { createSmsSender } from './sms';

const credentials = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'test-auth-token' };

describe('SMS through the twilio library against a local Messages API', async () => {
  const fake = await startFakeTwilio(credentials);
  afterAll(() => fake.close());
  const { ctx } = await createTestApp();
  const config = {
    TWILIO_ACCOUNT_SID: credentials.accountSid,
    TWILIO_AUTH_TOKEN: credentials.authToken,
    TWILIO_FROM: '+15005550006',
    TWILIO_API_BASE: fake.url,
  };

  it('sends To/From/Body with the account credentials and returns the message SID', async () => {
    const sms = createSmsSender(config, ctx.db);
    expect(sms.kind).toBe('twilio');
    const { id } = await sms.send({ to: '+12025550123', text: 'Hello from the test' });
    expect(id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(fake.messages.at(-1)).toMatchObject({
      accountSid: credentials.accountSid,
      to: '+12025550123',
      from: '+15005550006',
      body: 'Hello from the test',
      sid: id,
    });
  });

  it('uses a Messaging Service SID when TWILIO_FROM is one', async () => {
    const sms = createSmsSender({ ...config, TWILIO_FROM: 'MG0123456789abcdef0123456789abcdef' }, ctx.db);
    await sms.send({ to: '+12025550124', text: 'Via a service' });
    expect(fake.messages.at(-1)).toMatchObject({ to: '+12025550124', from: null });
  });

  it("rejects with the library's RestException on Twilio's error answers (bad credentials, bad number)", async () => {
    const wrong = createSmsSender({ ...config, TWILIO_AUTH_TOKEN: 'wrong' }, ctx.db);
    const auth = await wrong.send({ to: '+12025550123', text: 'x' }).catch((e: unknown) => e);
    expect(auth).toBeInstanceOf(RestException);
    expect((auth as RestException).status).toBe(401);

    fake.failNext(400, 21211, "The 'To' number +1202 is not a valid phone number.");
    const err = await createSmsSender(config, ctx.db)
      .send({ to: '+1202', text: 'x' })
      .catch((e: unknown) => e);
    expect((err as RestException).code).toBe(21211);
  });

  it('falls back to the outbox (channel sms) when Twilio is not configured', async () => {
    const sms = createSmsSender(
      { TWILIO_ACCOUNT_SID: undefined, TWILIO_AUTH_TOKEN: undefined, TWILIO_FROM: undefined },
      ctx.db,
    );
    expect(sms.kind).toBe('outbox');
    await sms.send({ to: '+12025550199', text: 'Into the outbox' });
    const rows = await ctx.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', '+12025550199')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'sms', text_body: 'Into the outbox' });
  });
});
