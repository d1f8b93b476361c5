import { type APIRequestContext, expect } from '@playwright/test';

export type OutboxMessage = {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  attachments?: string[];
  created_at: string;
};

/** Messages sent to `to`, newest first (GET /dev/outbox.json, development only). */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await request.get(`/dev/outbox.json?${new URLSearchParams({ to })}`);
  expect(res.ok(), `GET /dev/outbox.json answered ${res.status()}`).toBeTruthy();
  return (await res.json()) as OutboxMessage[];
}

/**
 * Waits for a mail to `to` with a link whose path is `path` (e.g. '/verify-email') and returns
 * that link. `after` skips messages older than a given id (e.g. a second reset mail).
 */
export async function waitForMailLink(
  request: APIRequestContext,
  to: string,
  path: string,
  after = 0,
): Promise<{ link: string; message: OutboxMessage }> {
  let found: { link: string; message: OutboxMessage } | undefined;
  await expect
    .poll(
      async () => {
        for (const message of await readOutbox(request, to)) {
          if (message.id <= after) continue;
          const link = message.links.find((l) => new URL(l).pathname === path);
          if (link) {
            found = { link, message };
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to} with a ${path} link`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The link as a path on the server under test (mails carry PUBLIC_URL, which may differ). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
