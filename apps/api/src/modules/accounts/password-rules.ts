import { MESSAGES, PASSWORD_MIN_LENGTH } from '@pathscoop/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The password rules of Django's default AUTH_PASSWORD_VALIDATORS, with Django's messages:
 * UserAttributeSimilarityValidator (email, first name, last name; max similarity 0.7),
 * MinimumLengthValidator (8), CommonPasswordValidator, NumericPasswordValidator.
 * Every failing rule is reported (Django collects them all), in Django's order.
 *
 * The common-password list is the maintained `passwords-common` dictionary of
 * @zxcvbn-ts/language-common (~49k entries, most frequent first).
 */

export type PasswordAttributes = {
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
};

const MAX_SIMILARITY = 0.7;
const ATTRIBUTE_NAMES: [keyof PasswordAttributes, string][] = [
  ['first_name', 'first name'],
  ['last_name', 'last name'],
  ['email', 'email'],
];

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** Python's `difflib.SequenceMatcher(a=a, b=b).quick_ratio()`: 2·M/T over multiset matches. */
export function quickRatio(a: string, b: string): number {
  const aChars = [...a];
  const bChars = [...b];
  const total = aChars.length + bChars.length;
  if (total === 0) return 1;
  const available = new Map<string, number>();
  for (const ch of bChars) available.set(ch, (available.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of aChars) {
    const n = available.get(ch) ?? 0;
    if (n > 0) matches++;
    available.set(ch, n - 1);
  }
  return (2 * matches) / total;
}

/** Django's exceeds_maximum_length_ratio: a much longer password cannot be "similar" to a short value. */
function exceedsMaximumLengthRatio(password: string, value: string): boolean {
  const passwordLength = [...password].length;
  const valueLength = [...value].length;
  const lengthBoundSimilarity = (MAX_SIMILARITY / 2) * passwordLength;
  return passwordLength >= 10 * valueLength && valueLength < lengthBoundSimilarity;
}

/** The attribute the password is too similar to ('email', 'first name', 'last name'), if any. */
export function tooSimilarTo(password: string, attributes: PasswordAttributes): string | undefined {
  const pw = password.toLowerCase();
  for (const [key, label] of ATTRIBUTE_NAMES) {
    const value = attributes[key];
    if (!value) continue;
    const lower = value.toLowerCase();
    // Python's re.split(r"\W+", value) plus the whole value.
    const parts = [...lower.split(/[^\p{L}\p{N}_]+/u), lower];
    for (const part of parts) {
      if (exceedsMaximumLengthRatio(pw, part)) continue;
      if (quickRatio(pw, part) >= MAX_SIMILARITY) return label;
    }
  }
  return undefined;
}

/** All messages for a new password; an empty list means it is acceptable. */
export function passwordProblems(password: string, attributes: PasswordAttributes = {}): string[] {
  const problems: string[] = [];
  const similar = tooSimilarTo(password, attributes);
  if (similar) problems.push(MESSAGES.passwordTooSimilar(similar));
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push(MESSAGES.passwordTooShort);
  if (commonPasswords().has(password.toLowerCase().trim())) problems.push(MESSAGES.passwordTooCommon);
  if (/^\d+$/.test(password)) problems.push(MESSAGES.passwordEntirelyNumeric);
  return problems;
}
