import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { insertOutboxMessage } from '../outbox/outbox.repo';

/**
 * Text messages behind one small interface (docs/payments.md): Twilio's Messages API through the
 * official `twilio` library when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set,
 * otherwise the same database outbox as mail (channel 'sms', listed at /dev/outbox).
 */

export type SmsMessage = { to: string; text: string };
export type SmsSender = {
  kind: 'twilio' | 'outbox';
  /** Resolves with the provider's message id once the provider accepted the message. */
  send(message: SmsMessage): Promise<{ id: string | null }>;
};

export function createOutboxSmsSender(db: Database): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await insertOutboxMessage(db, {
        channel: 'sms',
        recipient: message.to,
        subject: 'Text message',
        text_body: message.text,
        html_body: null,
      });
      return { id: null };
    },
  };
}

/**
 * The twilio library's own HTTP client with the API origin replaced (TWILIO_API_BASE, tests only:
 * a local server speaking the Messages API). Everything else (auth, form encoding, errors) is the
 * library's.
 */
function requestClientFor(apiBase: string | undefined): RequestClient | undefined {
  if (!apiBase) return undefined;
  const base = new URL(apiBase);
  class BaseUrlRequestClient extends twilio.RequestClient {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      const uri = new URL(opts.uri);
      uri.protocol = base.protocol;
      uri.host = base.host;
      return super.request<TData>({ ...opts, uri: uri.href });
    }
  }
  return new BaseUrlRequestClient({ keepAlive: false });
}

type TwilioConfig = Pick<
  Config,
  'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_API_BASE'
>;

export function createTwilioSmsSender(config: {
  TWILIO_ACCOUNT_SID: string;
  TWILIO_AUTH_TOKEN: string;
  TWILIO_FROM: string;
  TWILIO_API_BASE?: string;
}): SmsSender {
  const client = twilio(config.TWILIO_ACCOUNT_SID, config.TWILIO_AUTH_TOKEN, {
    httpClient: requestClientFor(config.TWILIO_API_BASE),
  });
  // TWILIO_FROM is a sender number (E.164) or a Messaging Service SID (MG…).
  const sender = config.TWILIO_FROM.startsWith('MG')
    ? { messagingServiceSid: config.TWILIO_FROM }
    : { from: config.TWILIO_FROM };
  return {
    kind: 'twilio',
    async send(message) {
      const sent = await client.messages.create({ to: message.to, body: message.text, ...sender });
      return { id: sent.sid };
    },
  };
}

/** The sender chosen by config: Twilio when its three variables are set, else the outbox. */
export function createSmsSender(config: TwilioConfig, db: Database): SmsSender {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = config;
  if (TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM)
    return createTwilioSmsSender({ ...config, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM });
  return createOutboxSmsSender(db);
}
