import { z } from 'zod';
import { errorDetailSchema, validationErrorSchema } from './common';
import { email, id, integer, text } from './input';

/** A 400 answer: field errors `{"field": ["…"]}` or `{"detail": "…"}` (an invalid link, a JSON parse error). */
export const badRequestSchema = z.union([errorDetailSchema, validationErrorSchema]);

export const ROLES = ['Student', 'Mentor'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const MESSAGES = {
  emailInvalid: 'Please enter a valid email address.',
  emailHint: 'Please input email address',
  passwordBlank: 'Password field may not be blank.',
  firstName: 'Please enter valid first name',
  lastName: 'Please enter valid last name',
  legacyFirstName: 'Enter valid first name',
  phone: 'Please enter valid phone',
  password: 'Please enter password',
  passwordMismatch: 'Passwords do not match',
  certainty: 'Please choose certainty level',
  newStudentEmailInvalid: 'Email is invalid.',
  resetMismatch: 'check Confirmation password',
  loginFailed: 'No active account found with the given credentials',
  emailNotVerified:
    'Please verify your e-mail address before signing in. Check your inbox (and spam folder) for the link.',
  emailTaken: 'A user with this email already exists.',
  affiliateUnknown: 'This affiliate code does not match any school or organization.',
  terms: 'You must accept the terms and the privacy policy.',
  industryUnknown: 'Please choose an industry',
  /** Django's password validators (server side; the same wording the original backend answered). */
  passwordTooShort: 'This password is too short. It must contain at least 8 characters.',
  passwordTooCommon: 'This password is too common.',
  passwordEntirelyNumeric: 'This password is entirely numeric.',
  /** '{attribute}' is 'email', 'first name' or 'last name'. */
  passwordTooSimilar: (attribute: string) => `The password is too similar to the ${attribute}.`,
  passwordResetSent:
    'If an account exists for this e-mail address, we have sent a link to reset your password. Please check your inbox and spam folder.',
  passwordResetDone: 'Your password has been reset. You can now sign in with your new password.',
  passwordResetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordChanged: 'Your password has been changed. You were signed out on your other devices.',
  verifyDone: 'Thank you! Your e-mail address is verified. You can now sign in.',
  verifyAlready: 'Your e-mail address is already verified. You can sign in.',
  verifyInvalid: 'This verification link is invalid. Please request a new one.',
  verifyExpired: 'This verification link has expired. Please request a new one.',
  verifyResent:
    'If an account with this e-mail address is waiting for verification, we have sent a new link. Please check your inbox and spam folder.',
  signupDone:
    'Sign up successful! Please confirm your e-mail address: we have sent you a link (check your spam folder too).',
  tokenInvalid: 'Token is invalid or expired',
  fieldRequired: 'This field is required.',
} as const;

/** '{Field label} is required.' — new-student form (spec part 1 §5). */
export const required = (label: string) => `${label} is required.`;

const trimmed = (message: string, max: number) => text(max, { error: message }).trim().min(1, message);
/** Passwords are not trimmed; 128 characters is plenty for a passphrase. */
const password = (message: string) =>
  text(128, { error: message })
    .min(1, message)
    .meta({ examples: ['Kayak-Lantern-47'] });

export const signinSchema = z.object({
  email: email(MESSAGES.emailInvalid),
  password: password(MESSAGES.passwordBlank),
});
export type SigninInput = z.infer<typeof signinSchema>;

export const GRADE_CODES = ['FM', 'SM', 'JR', 'SR', 'OT'] as const;
export const GRADE_LABELS: Record<(typeof GRADE_CODES)[number], string> = {
  FM: 'Freshman',
  SM: 'Sophomore',
  JR: 'Junior',
  SR: 'Senior',
  OT: 'Other',
};
/** Issue 24 #15: a grade code in words for mentors and operators ('SM' → 'Sophomore (10th grade)'). */
export function gradeInWords(code: string | null | undefined): string | null {
  if (!code) return null;
  const words: Record<string, string> = {
    FM: 'Freshman (9th grade)',
    SM: 'Sophomore (10th grade)',
    JR: 'Junior (11th grade)',
    SR: 'Senior (12th grade)',
    OT: 'Other grade',
  };
  return words[code] ?? code;
}
export const EDUCATION_CODES = [2, 5, 6, 8, 11] as const;
export const EDUCATION_LABELS: Record<(typeof EDUCATION_CODES)[number], string> = {
  2: 'High School Diploma or GED',
  5: "Associate's (or other 2-year degree)",
  6: "Bachelor's Degree",
  8: "Master's Degree",
  11: 'Doctoral Degree',
};
export const AGE_MIN = 13;
export const AGE_MAX = 99;
export const DEFAULT_AGE = 15;

/** Blank or whitespace-only affiliate codes are dropped from the payload (spec part 1 §5). */
const affiliateCodeSchema = text(64)
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined));

const mustBeTrue = z.literal(true, { error: MESSAGES.terms });

/** Report a password mismatch together with the other field errors (not only once all pass). */
const bothPasswordsGiven = (ctx: { value: unknown }) => {
  const v = ctx.value as { password?: unknown; confirm_password?: unknown } | null;
  return typeof v?.password === 'string' && typeof v?.confirm_password === 'string';
};

/**
 * Student sign-up. The new two-step form sends every field; the older two-page form
 * (/signup/student) has no grade or education, so those two are optional here but validated when sent.
 */
export const studentSignupSchema = z
  .object({
    role: z.literal('Student'),
    first_name: trimmed(required('First Name'), 150),
    last_name: trimmed(required('Last Name'), 150),
    email: email(MESSAGES.newStudentEmailInvalid, { required: required('Email') }).transform((v) =>
      v.toLowerCase(),
    ),
    phone: trimmed(required('Phone'), 32).meta({ examples: ['+1 614 555 0134'] }),
    address: trimmed(required('Address'), 255),
    city: trimmed(required('City'), 120),
    state: trimmed(required('State'), 120),
    zipcode: trimmed(required('Zip Code'), 16),
    country: text(120).trim().optional(),
    age: integer(
      z
        .number()
        .int(required('Age'))
        .min(AGE_MIN, `Age must be between ${AGE_MIN} and ${AGE_MAX}.`)
        .max(AGE_MAX, `Age must be between ${AGE_MIN} and ${AGE_MAX}.`),
      required('Age'),
      DEFAULT_AGE,
    ),
    grade: z.enum(GRADE_CODES, { error: required('Grade') }).optional(),
    password: password(MESSAGES.password),
    confirm_password: password(MESSAGES.password),
    favorite_ice_cream_flavor: text(100).trim().optional().default(''),
    careers: text(500).trim().optional().default(''),
    certainty: integer(
      z.number().int(MESSAGES.certainty).min(1, MESSAGES.certainty).max(10, MESSAGES.certainty),
      MESSAGES.certainty,
    ),
    education: integer(
      z.number().refine((v) => (EDUCATION_CODES as readonly number[]).includes(v), required('Education')),
      required('Education'),
      EDUCATION_CODES[0],
    ).optional(),
    affiliate_code: affiliateCodeSchema,
    is_read_terms_and_policies: mustBeTrue,
    allow_data_sharing: z.boolean().optional().default(false),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: MESSAGES.passwordMismatch,
    when: bothPasswordsGiven,
  });
export type StudentSignupInput = z.input<typeof studentSignupSchema>;

export const mentorSignupSchema = z
  .object({
    role: z.literal('Mentor'),
    first_name: trimmed(MESSAGES.firstName, 150),
    last_name: trimmed(MESSAGES.lastName, 150),
    title: text(150).trim().optional().default(''),
    email: email(MESSAGES.emailInvalid).transform((v) => v.toLowerCase()),
    phone: trimmed(MESSAGES.phone, 32).meta({ examples: ['+1 614 555 0134'] }),
    Industry: id(MESSAGES.industryUnknown),
    tags: z.array(id()).max(30).optional().default([]),
    social_url: z
      .union([z.literal(''), text(500).pipe(z.url({ error: 'Enter a valid URL.' }))], {
        error: 'Enter a valid URL.',
      })
      .optional()
      .default(''),
    address: text(255).trim().optional().default(''),
    city: text(120).trim().optional().default(''),
    state: text(120).trim().optional().default(''),
    country: text(120).trim().optional().default(''),
    zipCode: text(16).trim().optional().default(''),
    password: password(MESSAGES.password),
    confirm_password: text(128).optional(),
    is_read_terms_and_policies: mustBeTrue.optional().default(true),
    shareDataCheck: z.boolean().optional().default(false),
  })
  .refine((v) => v.confirm_password === undefined || v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: MESSAGES.passwordMismatch,
    when: bothPasswordsGiven,
  });
export type MentorSignupInput = z.input<typeof mentorSignupSchema>;

/** POST signup/ — the body is chosen by `role`. */
export const signupSchema = z.discriminatedUnion('role', [studentSignupSchema, mentorSignupSchema], {
  error: 'role must be "Student" or "Mentor".',
});
export type SignupInput = z.input<typeof signupSchema>;

export const signupResponseSchema = z.object({
  detail: z.string(),
  user: z.object({ id: z.number().int(), email: z.string(), role: roleSchema }),
});

export const schoolSchema = z.object({ id: z.number().int(), name: z.string() });

/** The user object stored by the client (`PATHSCOOP_USER`) and returned with tokens. */
export const authUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  pricing_plan: z.number().int().nullable(),
  affiliate_code: z.string().nullable(),
  school: schoolSchema.nullable(),
  image: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export const signinResponseSchema = tokenPairSchema.extend({ user: authUserSchema });
export type SigninResponse = z.infer<typeof signinResponseSchema>;

const requiredString = text(512, { error: MESSAGES.fieldRequired }).min(1, MESSAGES.fieldRequired);

/** POST auth/refresh/ — a refresh token is single use: the answer carries a new pair (rotation). */
export const refreshSchema = z.object({ refresh: requiredString });
/** POST auth/logout/ — revokes the refresh token's session (204, also for unknown tokens). */
export const logoutSchema = z.object({ refresh: requiredString });

/** POST verify-email/ — the token from the link `${PUBLIC_URL}/verify-email?token=…`. */
export const verifyEmailSchema = z.object({ token: requiredString });
/** POST verify-email/resend/ — same answer whether or not the address is known. */
export const verifyEmailResendSchema = z.object({ email: email(MESSAGES.emailInvalid) });

export const passwordResetSchema = z.object({ email: email(MESSAGES.emailInvalid) });
/** password_reset/ answers `{status, msg}` (the spec's client reads `msg` on errors). */
export const passwordResetResponseSchema = z.object({ status: z.enum(['OK', 'error']), msg: z.string() });
/** password_reset/ 400: `{status: 'error', msg, email: [msg]}`. */
export const passwordResetErrorSchema = z.object({
  status: z.literal('error'),
  msg: z.string(),
  email: z.array(z.string()).optional(),
});

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long.';

/** POST password_reset/confirm/ — the token from `${PUBLIC_URL}/forgotpassword?token=…`. */
export const passwordResetConfirmSchema = z.object({
  token: requiredString,
  password: password(MESSAGES.password),
});

/**
 * POST set-password/. OWASP ASVS 2.1.6: a signed-in change proves the current password too
 * (docs/privacy.md, ADR 070); the spec's client sent only `new_password`.
 */
export const setPasswordSchema = z.object({
  current_password: z
    .string({ error: 'Please enter your current password.' })
    .min(1, 'Please enter your current password.')
    .max(128),
  new_password: password('Please enter password.'),
});
/** set-password/ ends the other sessions and answers a fresh pair for the current one. */
export const setPasswordResponseSchema = tokenPairSchema.extend({ detail: z.string() });
