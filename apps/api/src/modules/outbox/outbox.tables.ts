import type { ColumnType, Generated } from 'kysely';

export type MailAttachment = { filename: string; contentType: string; content: string };

export type OutboxTables = {
  outbox_messages: {
    id: Generated<number>;
    channel: 'email' | 'sms';
    recipient: string;
    subject: Generated<string>;
    text_body: string;
    html_body: string | null;
    /** Attached files (e.g. .ics invitations): base64 content (migration 0080). */
    attachments?: ColumnType<MailAttachment[] | null, string | null | undefined, string | null>;
    headers: Generated<Record<string, string> | null>;
    created_at: Generated<Date>;
  };
};
