import { z } from 'zod';
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX_LENGTH, isEmailAddress } from './email-address';

export { EMAIL_INVALID_MESSAGE, EMAIL_MAX_LENGTH, isEmailAddress };

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
// Only ASCII digits and an optional minus: no spaces, '+', hex, binary, exponent or decimal point
// (issue 24 #7: `z.coerce` read '0x2' as 2, '1e0' and ' 1' as 1).
const INTEGER_TEXT = /^-?\d{1,16}$/;

/**
 * An integer field: a JSON number, or a string of decimal digits (query strings and path params are
 * strings), nothing else. `schema` carries the range and its messages, e.g.
 * `integer(z.number().int().min(1))`. Use it for every numeric query parameter (pages included).
 */
export function integer<T extends z.ZodType<number, number>>(
  schema: T,
  error: string = INPUT_MESSAGES.integer,
  example = 1,
) {
  return z
    .union([z.number(), z.string().regex(INTEGER_TEXT).transform(Number)], { error })
    .meta({ examples: [example] })
    .pipe(schema);
}

/** A `page` query parameter: 1..max, default 1 (strict digits, see `integer`). */
export function pageNumber(max = INT4_MAX) {
  return integer(
    z.number().int(INPUT_MESSAGES.integer).min(1, 'Invalid page.').max(max, 'Invalid page.'),
  ).default(1);
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
