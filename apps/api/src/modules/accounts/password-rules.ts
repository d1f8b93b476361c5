import { MESSAGES, PASSWORD_MIN_LENGTH, type PasswordAttributes, tooSimilarTo } from '@pathscoop/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The password rules of Django's default AUTH_PASSWORD_VALIDATORS, with Django's messages:
 * UserAttributeSimilarityValidator (email, first name, last name; max similarity 0.7),
 * MinimumLengthValidator (8), CommonPasswordValidator, NumericPasswordValidator.
 * Every failing rule is reported (Django collects them all), in Django's order.
 *
 * The similarity rule lives in @pathscoop/contracts (the sign-up forms show it while typing).
 * The common-password list is the maintained `passwords-common` dictionary of
 * @zxcvbn-ts/language-common (~49k entries, most frequent first).
 */

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
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

export { type PasswordAttributes, quickRatio, tooSimilarTo } from '@pathscoop/contracts';
