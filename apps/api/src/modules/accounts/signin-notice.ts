import type { AppContext } from '../../context';
import type { MailMessage } from '../outbox/mail';
import { layout } from './account-mails';
import { findUserByEmail } from './accounts.repo';

/**
 * Issue 24 #7: the owner hears when their account's sign-in pauses after many wrong passwords
 * (sent at most once a day; an address with no account gets nothing, and the answer to the
 * sign-in is the same either way).
 */
export function signinNoticeMail(
  to: string,
  firstName: string,
  failures: number,
  publicUrl: string,
): MailMessage {
  const url = `${publicUrl}/forgotpassword`;
  const lines = [
    `Hi ${firstName},`,
    `Someone typed a wrong password for your Pathscoop account ${failures} times within an hour, so we paused signing in to it for up to an hour.`,
    'Nobody got in: a wrong password never opens the account. If it was you, reset your password to sign in right away. If it was not you, you do not need to do anything, but a new password that you use nowhere else keeps the account safe.',
  ];
  return {
    to,
    subject: 'Many wrong passwords for your Pathscoop account',
    text: `${lines.join('\n\n')}\n\nReset your password: ${url}\n`,
    html: layout('Many wrong passwords', lines, { label: 'Reset my password', url }, ''),
  };
}

export async function sendSigninNotice(ctx: AppContext, email: string, failures: number): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  await ctx.mail.send(signinNoticeMail(user.email, user.first_name, failures, ctx.config.PUBLIC_URL));
}
