/**
 * The e-mail address rule shared by every form and route (input.ts builds the zod field on it).
 * Kept free of zod so that the web app's first page (the footer's subscribe box) can check an
 * address without downloading zod.
 */
export const EMAIL_MAX_LENGTH = 254;
/** The spec's message for a bad address in the subscribe box, invitations and sign-in. */
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address.';

// RFC 5322 dot-atom local part (the characters HTML's <input type=email> accepts, no leading,
// trailing or doubled dot) and a domain of letter/digit/underscore labels joined by single dots, with
// hyphens only inside a label. Every repetition starts with a character the previous one cannot
// match (a dot or a hyphen), so the pattern cannot backtrack more than linearly.
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const LABEL = '[A-Za-z0-9_]+(?:-+[A-Za-z0-9_]+)*';
const EMAIL_SHAPE = new RegExp(`^${ATEXT}+(?:\\.${ATEXT}+)*@${LABEL}(?:\\.${LABEL})+$`);

/**
 * Whether `value` is an e-mail address we can deliver to: the standard address syntax (RFC 5321/5322
 * dot-atom, as HTML forms accept it: `walk+1@example.com` included), at most 254 characters, a local
 * part of at most 64, domain labels of at most 63 and a top-level domain of at least two characters.
 * Everything the spec's sign-in pattern accepts is accepted. Linear time for any input.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(value)) return false;
  const at = value.indexOf('@');
  if (at > 64) return false;
  const labels = value.slice(at + 1).split('.');
  return labels.every((l) => l.length <= 63) && labels[labels.length - 1]!.length >= 2;
}
