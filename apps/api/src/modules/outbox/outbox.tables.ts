import type { Generated } from 'kysely';

export type OutboxTables = {
  outbox_messages: {
    id: Generated<number>;
    channel: 'email' | 'sms';
    recipient: string;
    subject: Generated<string>;
    text_body: string;
    html_body: string | null;
    created_at: Generated<Date>;
  };
};
