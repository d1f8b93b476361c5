import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Tests only: a local HTTP server speaking Twilio's Messages API wire format
 * (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic auth with the account SID and
 * auth token, form-encoded To/From/Body, a 201 JSON message resource or a JSON error body).
 */

export type FakeTwilioMessage = {
  accountSid: string;
  to: string;
  from: string | null;
  body: string;
  sid: string;
};

export type FakeTwilio = {
  url: string;
  messages: FakeTwilioMessage[];
  /** The next `n` requests answer with Twilio's error shape and this HTTP status. */
  failNext(status: number, code: number, message: string, n?: number): void;
  close(): Promise<void>;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export async function startFakeTwilio(credentials: {
  accountSid: string;
  authToken: string;
}): Promise<FakeTwilio> {
  const messages: FakeTwilioMessage[] = [];
  let failures: { status: number; code: number; message: string; left: number } | null = null;

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match)
      return send(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    const expected = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected || match[1] !== credentials.accountSid)
      return send(401, {
        code: 20003,
        message: 'Authenticate',
        more_info: 'https://www.twilio.com/docs/errors/20003',
        status: 401,
      });
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return send(400, { code: 20001, message: 'Unsupported content type', status: 400 });
    const form = new URLSearchParams(await readBody(req));
    if (failures && failures.left > 0) {
      failures.left -= 1;
      return send(failures.status, {
        code: failures.code,
        message: failures.message,
        more_info: `https://www.twilio.com/docs/errors/${failures.code}`,
        status: failures.status,
      });
    }
    const to = form.get('To');
    const body = form.get('Body');
    const from = form.get('From');
    if (!to || !body || (!from && !form.get('MessagingServiceSid')))
      return send(400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
    const sid = `SM${randomBytes(16).toString('hex')}`;
    messages.push({ accountSid: match[1]!, to, from, body, sid });
    const now = new Date().toUTCString();
    return send(201, {
      account_sid: match[1],
      api_version: '2010-04-01',
      body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from,
      messaging_service_sid: form.get('MessagingServiceSid'),
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid,
      status: 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${match[1]}/Messages/${sid}/Media.json` },
      to,
      uri: `/2010-04-01/Accounts/${match[1]}/Messages/${sid}.json`,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    failNext(status, code, message, n = 1) {
      failures = { status, code, message, left: n };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
