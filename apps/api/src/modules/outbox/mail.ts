import nodemailer from 'nodemailer';
import type { Database } from '../../db/database';
import { insertOutboxMessage } from './outbox.repo';

/** An attached file; `content` is text (e.g. an .ics invitation). */
export type MailAttachmentInput = { filename: string; contentType: string; content: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachmentInput[];
  /** Extra headers (e.g. List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
};
export type MailSender = { send(message: MailMessage): Promise<void>; close?(): void };

/** Default when SMTP_URL is unset: messages are stored in the database and listed at /dev/outbox. */
export function createOutboxMailSender(db: Database): MailSender {
  return {
    async send(message) {
      await insertOutboxMessage(db, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        ...(message.attachments?.length ? { attachments: JSON.stringify(message.attachments) } : {}),
        ...(message.headers
          ? { headers: JSON.stringify(message.headers) as unknown as Record<string, string> }
          : {}),
      });
    },
  };
}

/**
 * SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://…:465; STARTTLS is
 * used when the server offers it). Pooled connections; the caller awaits the server's acceptance.
 */
export function createSmtpMailSender(options: { SMTP_URL: string; MAIL_FROM: string }): MailSender {
  const transport = nodemailer.createTransport(
    `${options.SMTP_URL}${options.SMTP_URL.includes('?') ? '&' : '?'}pool=true`,
  );
  return {
    async send(message) {
      await transport.sendMail({
        from: options.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
        headers: message.headers,
      });
    },
    close() {
      transport.close();
    },
  };
}
