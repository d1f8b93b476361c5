import { z } from 'zod';

/**
 * The shared input rules (docs/security.md "Input validation and ReDoS"): every request schema builds
 * its text, number and id fields from these, so one rule holds on every route and every form.
 *
 * - Text: bounded length, no NUL or other control characters (PostgreSQL refuses NUL in text).
 * - Integers: JSON numbers, or strings of decimal digits (query strings, DRF-style clients); never
 *   '0x10', '1e3', '' or true, which plain Number() coercion would turn into numbers.
 * - Ids: integers from 1 to 2147483647 (PostgreSQL int4), in paths and in bodies.
 * - E-mail addresses: checked in linear time, after the length bound.
 */

export const INT4_MAX = 2_147_483_647;
export const EMAIL_MAX_LENGTH = 254;

export const INPUT_MESSAGES = {
  nullCharacter: 'Null characters are not allowed.',
  controlCharacter: 'Remove the control characters from this field.',
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  integer: 'A valid integer is required.',
  tooLarge: (max: number) => `Ensure this value is less than or equal to ${max}.`,
} as const;

// C0 controls and DEL; multi-line fields keep tab, line feed and carriage return.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const SINGLE_LINE_CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;

export type TextOptions = {
  /** The message when the value is missing or not a string. */
  error?: string;
  /** Message for going over `max` (default: DRF's 'Ensure this field has no more than N characters.'). */
  maxError?: string;
  /** Allow line breaks and tabs (descriptions, messages). */
  multiline?: boolean;
};

/**
 * A text field of at most `max` characters without NUL or other control characters. Chain `.trim()`,
 * `.min()` etc. as on any zod string; the checks run in linear time.
 */
export function text(max: number, options: TextOptions = {}) {
  const controls = options.multiline ? CONTROL_CHARACTERS : SINGLE_LINE_CONTROL_CHARACTERS;
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .max(max, options.maxError ?? INPUT_MESSAGES.tooLong(max))
    .refine((v) => !v.includes('\u0000'), INPUT_MESSAGES.nullCharacter)
    .refine((v) => v.includes('\u0000') || !controls.test(v), INPUT_MESSAGES.controlCharacter);
}

// At most 16 digits: anything longer is out of every range we accept and not a safe integer anyway.
const INTEGER_TEXT = /^[+-]?\d{1,16}$/;

/**
 * An integer field: a JSON number, or a string of decimal digits (query strings and path params are
 * strings). `schema` carries the range and its messages, e.g. `integer(z.number().int().min(1))`.
 */
export function integer<T extends z.ZodType<number, number>>(
  schema: T,
  error: string = INPUT_MESSAGES.integer,
  example = 1,
) {
  return z
    .union([z.number(), z.string().trim().regex(INTEGER_TEXT).transform(Number)], { error })
    .meta({ examples: [example] })
    .pipe(schema);
}

/** A database id (PostgreSQL int4 serial): 1..2147483647, as a number or a digit string. */
export function id(error: string = INPUT_MESSAGES.integer) {
  return integer(
    z.number({ error }).int(error).min(1, error).max(INT4_MAX, INPUT_MESSAGES.tooLarge(INT4_MAX)),
    error,
  );
}

/** `:id` path parameters. */
export const idParamSchema = z.object({ id: id() });

// ---- E-mail addresses ------------------------------------------------------------------------------

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

/**
 * An e-mail field: trimmed, at most 254 characters, the shared address rule; `message` is the
 * form's own wording ('Please enter a valid email address.', 'Email is invalid.'), `required` the
 * message for an empty value where the form has one ('Email is required.').
 */
export function email(message: string, options: { required?: string } = {}) {
  const base = z.string({ error: options.required ?? message }).trim();
  return (options.required ? base.min(1, options.required) : base)
    .max(EMAIL_MAX_LENGTH, message)
    .refine(isEmailAddress, message)
    .meta({ format: 'email', examples: ['walk+1@example.com'] });
}
