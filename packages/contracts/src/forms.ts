import { z } from 'zod';
import {
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  type passwordResetResponseSchema,
  required,
} from './auth';
import { email, INT4_MAX, text } from './input';

/**
 * Client-only form schemas: the values as the browser holds them (strings from inputs, booleans
 * from checkboxes), split by form step. Messages are the spec's and the server's (auth.ts), so a
 * field shows the same text whether the browser or the API rejects it. The web app turns these
 * values into the `signup/` payloads validated by studentSignupSchema / mentorSignupSchema.
 */

const requiredText = (message: string, max: number) => text(max).trim().min(1, message);
const notBlank = (message: string) => text(128).refine((v) => v.trim().length > 0, message);
const optionalText = (max: number) => text(max).trim();

/** Runs a cross-field check only once both fields hold something (zod skips it otherwise). */
const bothFilled =
  (a: string, b: string) =>
  ({ value }: { value: unknown }) => {
    const v = value as Record<string, unknown>;
    return typeof v?.[a] === 'string' && typeof v?.[b] === 'string' && v[a] !== '' && v[b] !== '';
  };

/** New passwords: required, and at least 8 characters as the server demands (it also checks strength). */
const newPassword = text(128).min(1, MESSAGES.password).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT);

const acceptTerms = z.boolean().refine((v) => v, MESSAGES.terms);

/** A professional profile link; a missing scheme is added (`linkedin.com/in/x` → https://…). */
export function normalizeUrl(value: string): string {
  const v = value.trim();
  if (!v) return '';
  return /^https?:\/\//i.test(v) ? v : `https://${v}`;
}
const optionalUrl = text(500)
  .trim()
  .refine((v) => v === '' || z.url().safeParse(normalizeUrl(v)).success, 'Enter a valid URL.');

// ---- Sign-in (/signin) ---------------------------------------------------------------------------

export const signinFormSchema = z.object({
  email: email(MESSAGES.emailInvalid, { required: MESSAGES.emailHint }),
  password: notBlank(MESSAGES.passwordBlank),
});
export type SigninFormValues = z.infer<typeof signinFormSchema>;

// ---- New student sign-up (/new/student, /new/student/2) ------------------------------------------

/** Labels of the new-student form: '{Label} is required.' (spec part 1 §5). */
export const NEW_STUDENT_LABELS = {
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipcode: 'Zip Code',
  age: 'Age',
  grade: 'Grade',
  password: 'Password',
  confirm_password: 'Confirm Password',
  favorite_ice_cream_flavor: 'Favorite Ice Cream Flavor',
  careers: 'Careers',
  certainty: 'Certainty',
  education: 'Education',
  affiliate_code: 'Affiliate Code',
} as const;
const L = NEW_STUDENT_LABELS;

export const newStudentStep1Schema = z.object({
  first_name: requiredText(required(L.first_name), 150),
  last_name: requiredText(required(L.last_name), 150),
  email: email(MESSAGES.newStudentEmailInvalid, { required: required(L.email) }),
  phone: requiredText(required(L.phone), 32),
  address: requiredText(required(L.address), 255),
  city: requiredText(required(L.city), 120),
  state: requiredText(required(L.state), 120),
  zipcode: requiredText(required(L.zipcode), 16),
  country: optionalText(120),
  age: requiredText(required(L.age), 3),
  grade: requiredText(required(L.grade), 2),
});
export type NewStudentStep1Values = z.infer<typeof newStudentStep1Schema>;

export const newStudentStep2Schema = z
  .object({
    password: newPassword,
    confirm_password: text(128).min(1, MESSAGES.password),
    favorite_ice_cream_flavor: optionalText(100),
    careers: optionalText(500),
    certainty: requiredText(MESSAGES.certainty, 2),
    education: requiredText(required(L.education), 2),
    affiliate_code: optionalText(64),
    is_read_terms_and_policies: acceptTerms,
    allow_data_sharing: z.boolean(),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: MESSAGES.passwordMismatch,
    when: bothFilled('password', 'confirm_password'),
  });
export type NewStudentStep2Values = z.infer<typeof newStudentStep2Schema>;

// ---- Older two-page student form (/signup/student) -----------------------------------------------

export const legacyStudentPage1Schema = z.object({
  first_name: requiredText(MESSAGES.legacyFirstName, 150),
  last_name: requiredText(MESSAGES.lastName, 150),
  email: email(MESSAGES.emailInvalid),
  phone: requiredText(MESSAGES.phone, 32),
  address: requiredText(required(L.address), 255),
  city: requiredText(required(L.city), 120),
  state: requiredText(required(L.state), 120),
  zipcode: requiredText(required(L.zipcode), 16),
  country: optionalText(120),
  age: requiredText(required(L.age), 3),
});
export type LegacyStudentPage1Values = z.infer<typeof legacyStudentPage1Schema>;

export const legacyStudentPage2Schema = z
  .object({
    password: newPassword,
    confirm_password: text(128).min(1, MESSAGES.password),
    favorite_ice_cream_flavor: optionalText(100),
    careers: optionalText(500),
    certainty: requiredText(MESSAGES.certainty, 2),
    affiliate_code: optionalText(64),
    is_read_terms_and_policies: acceptTerms,
    allow_data_sharing: z.boolean(),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: MESSAGES.passwordMismatch,
    when: bothFilled('password', 'confirm_password'),
  });
export type LegacyStudentPage2Values = z.infer<typeof legacyStudentPage2Schema>;

// ---- Mentor sign-up (/signup/mentor) -------------------------------------------------------------

/** Page 1 continues only with no e-mail error and first name, last name and phone present. */
export const mentorPage1Schema = z.object({
  first_name: requiredText(MESSAGES.firstName, 150),
  last_name: requiredText(MESSAGES.lastName, 150),
  title: optionalText(150),
  email: email(MESSAGES.emailInvalid),
  phone: requiredText(MESSAGES.phone, 32),
  Industry: requiredText('Please choose an industry', 10),
  tags: z.array(z.number().int().min(1).max(INT4_MAX)).max(30),
  social_url: optionalUrl,
});
export type MentorPage1Values = z.infer<typeof mentorPage1Schema>;

export const mentorPage2Schema = z
  .object({
    address: optionalText(255),
    city: optionalText(120),
    state: optionalText(120),
    country: optionalText(120),
    zipCode: optionalText(16),
    password: newPassword,
    confirm_password: text(128).min(1, MESSAGES.password),
    is_read_terms_and_policies: acceptTerms,
    shareDataCheck: z.boolean(),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: MESSAGES.passwordMismatch,
    when: bothFilled('password', 'confirm_password'),
  });
export type MentorPage2Values = z.infer<typeof mentorPage2Schema>;

// ---- Forgot / reset password (/forgotpassword) ---------------------------------------------------

export const forgotPasswordFormSchema = z.object({
  email: email(MESSAGES.emailInvalid),
});
export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: text(128).min(1, MESSAGES.password).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
    confirm_password: text(128).min(1, MESSAGES.resetMismatch),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: MESSAGES.resetMismatch,
    when: bothFilled('password', 'confirm_password'),
  });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

// ---- Inferred response types the web client reads ------------------------------------------------

export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;
