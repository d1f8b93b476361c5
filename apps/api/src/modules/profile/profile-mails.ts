import { layout } from '../accounts/account-mails';
import type { MailMessage } from '../outbox/mail';

/** Mails of the profile module: e-mail change (to the new and to the old address). */

export const emailChangeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;

/** The link in the notice to the old address that undoes the change (issue 24 #4). */
export const emailChangeUndoLink = (publicUrl: string, token: string) =>
  `${publicUrl}/undo-email-change?token=${encodeURIComponent(token)}`;

export function emailChangeConfirmMail(to: string, firstName: string, url: string): MailMessage {
  const lines = [
    `Hi ${firstName},`,
    'You asked to use this address for your Pathscoop account. Please confirm it: until you do, we keep writing to your old address and you keep signing in with it.',
    'The link is valid for 48 hours and can be used once.',
  ];
  const footer = 'If you did not ask for this, you can ignore this e-mail: nothing changes.';
  return {
    to,
    subject: 'Confirm your new e-mail address for Pathscoop',
    text: `${lines.join('\n\n')}\n\nConfirm this address: ${url}\n\n${footer}\n`,
    html: layout('Confirm your new e-mail address', lines, { label: 'Confirm this address', url }, footer),
  };
}

/**
 * To the old address, when a change is asked for and when it is done. Its link undoes the change
 * (issue 24 #4): the old address back, everyone signed out, a link to set a new password.
 */
export function emailChangeNoticeMail(
  to: string,
  firstName: string,
  newAddress: string,
  done: boolean,
  undoUrl: string,
): MailMessage {
  const masked = maskEmail(newAddress);
  const lines = [
    `Hi ${firstName},`,
    done
      ? `The e-mail address of your Pathscoop account is now ${masked}. We will not write to this address any more.`
      : `Someone signed in to your Pathscoop account asked to change its e-mail address to ${masked}. It changes only once the new address is confirmed.`,
    'If this was not you, open the link below within 30 days: your account gets this address back, everyone is signed out, and we send you a link to set a new password.',
  ];
  return {
    to,
    subject: done ? 'Your Pathscoop e-mail address was changed' : 'A change of your Pathscoop e-mail address',
    text: `${lines.join('\n\n')}\n\nThis was not me, undo it: ${undoUrl}\n`,
    html: layout('Your e-mail address', lines, { label: 'This was not me: undo it', url: undoUrl }, ''),
  };
}

/** j***@example.com: the old address learns where the account goes without the whole address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
