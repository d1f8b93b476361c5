import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  mentorSignupSchema,
  passwordResetSchema,
  signinSchema,
  studentSignupSchema,
  verifyEmailResendSchema,
} from './auth';
import {
  forgotPasswordFormSchema,
  legacyStudentPage1Schema,
  mentorPage1Schema,
  newStudentStep1Schema,
  signinFormSchema,
} from './forms';

/** Every schema that validates an e-mail address, with the field name. */
const EMAIL_CHECKS: {
  name: string;
  valid: (email: string) => boolean;
  message: (email: string) => string[];
}[] = [
  { name: 'signinSchema', schema: signinSchema },
  { name: 'passwordResetSchema', schema: passwordResetSchema },
  { name: 'verifyEmailResendSchema', schema: verifyEmailResendSchema },
  { name: 'mentorSignupSchema', schema: mentorSignupSchema },
  { name: 'studentSignupSchema', schema: studentSignupSchema },
  { name: 'signinFormSchema', schema: signinFormSchema },
  { name: 'forgotPasswordFormSchema', schema: forgotPasswordFormSchema },
  { name: 'newStudentStep1Schema', schema: newStudentStep1Schema },
  { name: 'legacyStudentPage1Schema', schema: legacyStudentPage1Schema },
  { name: 'mentorPage1Schema', schema: mentorPage1Schema },
].map(({ name, schema }) => {
  const emailIssues = (email: string) => {
    const r = schema.safeParse({ email, role: 'Mentor' });
    return r.success ? [] : r.error.issues.filter((i) => i.path[0] === 'email').map((i) => i.message);
  };
  return { name, valid: (email) => emailIssues(email).length === 0, message: emailIssues };
});

describe('e-mail addresses: one rule on every form, client and server', () => {
  it.each(EMAIL_CHECKS)('$name answers the 32-a ReDoS probe in milliseconds', ({ valid }) => {
    const started = performance.now();
    expect(valid(`${'a'.repeat(32)}!`)).toBe(false);
    // The old pattern backtracked exponentially here (about 6 s); linear validation takes microseconds.
    // The bound is loose on purpose: the machine is shared, and a regression is seconds, not ms.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each(EMAIL_CHECKS)('$name stays linear on 5,000-character hostile inputs', ({ valid }) => {
    const hostile = [
      `${'a'.repeat(5000)}!`,
      `${'a.'.repeat(2500)}!`,
      `a@${'a-'.repeat(2500)}!`,
      `a@${'a.'.repeat(2500)}!`,
      `${'0.0'.repeat(1700)}@`,
      `${'a'.repeat(2500)}@${'a'.repeat(2500)}`,
    ];
    for (const input of hostile) {
      const started = performance.now();
      expect(valid(input)).toBe(false);
      // Exponential or quadratic backtracking on 5,000 characters takes seconds or never ends.
      expect(performance.now() - started, input.slice(0, 20)).toBeLessThan(1000);
    }
  });

  it.each(EMAIL_CHECKS)('$name accepts what the standards accept, "+" included', ({ valid }) => {
    for (const email of [
      'walk+1@example.com',
      'maya.lopez@example.com',
      'first_last@sub.example.co.uk',
      "o'neil@example.org",
      'x-y@my-school.k12.il.us',
      'a@b.io',
      "!#$%&'*+/=?^_`{|}~-@example.com",
      'student@example.museum',
      'Walk+News@Example.COM',
    ]) {
      expect(valid(email), email).toBe(true);
    }
  });

  it.each(EMAIL_CHECKS)('$name refuses what is not an address', ({ valid }) => {
    for (const email of [
      'plainaddress',
      '@example.com',
      'walk@',
      'walk@example',
      'walk@@example.com',
      'walk..one@example.com',
      '.walk@example.com',
      'walk.@example.com',
      'walk@-example.com',
      'walk@example-.com',
      'walk@example..com',
      'walk@example.c',
      'walk one@example.com',
      'walk@exa mple.com',
      'walk\u0000@example.com',
      `${'a'.repeat(65)}@example.com`,
      `walk@${'a'.repeat(64)}.com`,
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
    ]) {
      expect(valid(email), email).toBe(false);
    }
  });

  it('keeps the spec messages', () => {
    const byName = Object.fromEntries(EMAIL_CHECKS.map((c) => [c.name, c.message('walk@')]));
    expect(byName.signinSchema).toEqual([MESSAGES.emailInvalid]);
    expect(byName.signinFormSchema).toEqual([MESSAGES.emailInvalid]);
    expect(byName.forgotPasswordFormSchema).toEqual([MESSAGES.emailInvalid]);
    expect(byName.newStudentStep1Schema).toEqual([MESSAGES.newStudentEmailInvalid]);
    expect(byName.passwordResetSchema).toEqual([MESSAGES.emailInvalid]);
    expect(byName.mentorPage1Schema).toEqual([MESSAGES.emailInvalid]);
  });
});
