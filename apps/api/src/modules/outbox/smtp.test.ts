import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAfterAnswer } from '../../lib/after-answer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { studentPayload } from '../accounts/accounts.factory';
import { createSmtpMailSender, type MailSender } from './mail';

/** A real SMTP server in this process: the app talks SMTP to it through nodemailer. */
let server: SMTPServer;
const inbox: { envelopeTo: string[]; mail: ParsedMail }[] = [];
let mail: MailSender;
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          inbox.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail: parsed });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  mail = createSmtpMailSender({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Pathscoop <hello@pathscoop.test>',
  });
  t = await createTestApp({ overrides: { mail } });
});

afterAll(async () => {
  mail?.close?.();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail over SMTP (nodemailer → smtp-server)', () => {
  it('delivers the verification mail; its link verifies the account, which can then sign in', async () => {
    const payload = studentPayload();
    const signup = await t.app.inject({ method: 'POST', url: '/api/v1/signup/', payload });
    expect(signup.statusCode).toBe(201);
    await settleAfterAnswer(); // the mail is sent after the answer

    const delivered = inbox.find((m) => m.envelopeTo.includes(payload.email));
    expect(delivered).toBeDefined();
    const message = delivered!.mail;
    expect(message.from?.text).toBe('"Pathscoop" <hello@pathscoop.test>');
    expect(message.subject).toBe('Confirm your e-mail address for Pathscoop');
    expect(message.html).toContain('Confirm my e-mail');
    const link = /http:\/\/localhost:3000\/verify-email\?token=[\w-]+/.exec(message.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(message.html).toContain(link);

    const before = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/',
      payload: { email: payload.email, password: payload.password },
    });
    expect(before.statusCode).toBe(403);

    const token = new URL(link!).searchParams.get('token');
    const verify = await t.app.inject({ method: 'POST', url: '/api/v1/verify-email/', payload: { token } });
    expect(verify.statusCode).toBe(200);

    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/',
      payload: { email: payload.email, password: payload.password },
    });
    expect(signin.statusCode).toBe(200);
    expect(signin.json().user.email).toBe(payload.email);
    // Nothing went to the database outbox.
    const outbox = await t.ctx.db.selectFrom('outbox_messages').select('id').execute();
    expect(outbox).toEqual([]);
  });

  it('delivers the password reset mail with its /forgotpassword link', async () => {
    const payload = studentPayload();
    await t.app.inject({ method: 'POST', url: '/api/v1/signup/', payload });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/password_reset/',
      payload: { email: payload.email },
    });
    expect(res.statusCode).toBe(200);
    await settleAfterAnswer();
    const reset = inbox.find(
      (m) => m.envelopeTo.includes(payload.email) && m.mail.subject?.includes('Reset'),
    );
    expect(reset?.mail.text).toMatch(/http:\/\/localhost:3000\/forgotpassword\?token=[\w-]{43}/);
  });
});
