import type { MailMessage } from '../outbox/mail';

/** The account mails (HTML + text). Links point to web routes that post the token to the API. */

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function layout(
  title: string,
  paragraphs: string[],
  button: { label: string; url: string },
  footer: string,
) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#fdf8f0;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <h1 style="margin:0 0 24px;font-size:22px;color:#4c1d95">Pathscoop</h1>
      ${body}
      <p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(button.label)}</a></p>
      <p style="margin:0 0 16px;font-size:13px;color:#4b5563">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(button.url)}" style="color:#6d28d9;word-break:break-all">${escapeHtml(button.url)}</a></p>
      <p style="margin:0;font-size:13px;color:#4b5563">${escapeHtml(footer)}</p>
    </td></tr>
  </table>
</body>
</html>`;
}

export function verificationLink(publicUrl: string, token: string) {
  return `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

export function resetLink(publicUrl: string, token: string) {
  return `${publicUrl}/forgotpassword?token=${encodeURIComponent(token)}`;
}

export function verificationMail(to: string, firstName: string, url: string): MailMessage {
  const greeting = `Hi ${firstName},`;
  const lines = [
    greeting,
    'Welcome to Pathscoop! Please confirm your e-mail address so that you can sign in.',
    'The link is valid for 48 hours and can be used once.',
  ];
  const footer = 'If you did not create a Pathscoop account, you can ignore this e-mail.';
  return {
    to,
    subject: 'Confirm your e-mail address for Pathscoop',
    text: `${lines.join('\n\n')}\n\nConfirm your e-mail address: ${url}\n\n${footer}\n`,
    html: layout('Confirm your e-mail address', lines, { label: 'Confirm my e-mail', url }, footer),
  };
}

export function passwordResetMail(to: string, firstName: string, url: string): MailMessage {
  const lines = [
    `Hi ${firstName},`,
    'We received a request to reset the password of your Pathscoop account.',
    'The link is valid for 1 hour and can be used once. Resetting your password signs you out everywhere.',
  ];
  const footer = 'If you did not ask for this, you can ignore this e-mail: your password stays the same.';
  return {
    to,
    subject: 'Reset your Pathscoop password',
    text: `${lines.join('\n\n')}\n\nChoose a new password: ${url}\n\n${footer}\n`,
    html: layout('Reset your password', lines, { label: 'Choose a new password', url }, footer),
  };
}
