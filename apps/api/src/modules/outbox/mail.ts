import type { Database } from '../../db/database';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type MailSender = { send(message: MailMessage): Promise<void> };

/** Default when SMTP_URL is unset: messages are stored in the database and listed at /dev/outbox. */
export function createOutboxMailSender(db: Database): MailSender {
  return {
    async send(message) {
      await db
        .insertInto('outbox_messages')
        .values({
          channel: 'email',
          recipient: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
        })
        .execute();
    },
  };
}
