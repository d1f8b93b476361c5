import { z } from 'zod';
import { EDUCATION_CODES, GRADE_CODES } from './auth';
import { pageOf, pageQuerySchema } from './common';
import { EMAIL_INVALID_MESSAGE, INPUT_MESSAGES, id, integer, isEmailAddress } from './input';

/**
 * What a member manages themselves (spec part 2 §2 Edit Profile / Edit Password, §3, §5, §7):
 * PATCH profile/, set-password/, invitations/, subscriptions/, school-resource/, privacy.
 * The edit-profile messages are the spec's, word for word; the form and the API share them.
 */
export const PROFILE_MESSAGES = {
  fullName: 'Full name is required',
  email: 'Email is required',
  emailFormat: 'Invalid email format',
  phone: 'Phone number is required',
  address: 'Address is required',
  zipcode: 'Zipcode is required',
  state: 'State is required',
  city: 'City is required',
  aboutMe: 'About Me is required',
  grade: 'Grade is required',
  education: 'Education is required',
  age: 'Age must be between 15 and 100.',
  certainty: 'Certainty must be between 1 and 10.',
  readOnly: 'This field cannot be changed here.',
  noNul: INPUT_MESSAGES.nullCharacter,
  emailChangePending:
    'We have sent a confirmation link to your new e-mail address. Your e-mail address changes once you open it.',
  emailChangeDone: 'Your e-mail address has been changed.',
  /** Issue 24 #4: changing the address proves the password (and the second factor, where there is one). */
  currentPasswordRequired: 'Enter your current password to change your e-mail address.',
  emailChangeUndone:
    'Your old e-mail address is back and everyone has been signed out. We have sent it a link to set a new password.',
  emailChangeUndoInvalid: 'This link is invalid, has expired or was used already.',
  emailChangeInvalid:
    'This confirmation link is invalid or has expired. Please change your e-mail address again.',
  /** Image uploads. */
  imageType: 'Upload a PNG or JPEG image (png, jpg or jpeg).',
  imageTooLarge: 'The image must be 5 MB or smaller.',
  unreadableForm: 'The form could not be read. Please try again.',
  imageUnreadable: 'This file is not an image we can read. Please choose a PNG or JPEG photo.',
} as const;

/** The edit-password form (client) messages, word for word from the spec. */
export const PASSWORD_FORM_MESSAGES = {
  newPassword: 'Please enter password.',
  confirm: 'Please enter confirm new password.',
  tooShort: 'Password must be at least 8 characters long.',
  mismatch: 'password mismatch.',
  currentRequired: 'Please enter your current password.',
  currentWrong: 'Your current password is not correct.',
} as const;

export const PROFILE_AGE_MIN = 15;
export const PROFILE_AGE_MAX = 100;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

const noNul = (s: string) => !s.includes('\u0000');
/** A required text: trimmed, first failing rule reported (required, then NUL, then length). */
const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine(noNul, PROFILE_MESSAGES.noNul)
    .pipe(z.string().max(max, `Ensure this field has no more than ${max} characters.`));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .refine(noNul, PROFILE_MESSAGES.noNul)
    .pipe(z.string().max(max, `Ensure this field has no more than ${max} characters.`));

/**
 * PATCH profile/ (JSON or multipart; every field optional: absent means unchanged). Role rules
 * (About Me for mentors, grade and education for students) are checked by the service, which
 * knows the role. `affiliate_code` cannot be changed; `pricing_plan` follows the plan rules.
 */
export const profileUpdateSchema = z
  .object({
    first_name: requiredText(PROFILE_MESSAGES.fullName, 150),
    last_name: optionalText(150),
    email: z
      .string({ error: PROFILE_MESSAGES.email })
      .trim()
      .min(1, PROFILE_MESSAGES.email)
      .pipe(
        z
          .string()
          .max(254, PROFILE_MESSAGES.emailFormat)
          .refine(isEmailAddress, PROFILE_MESSAGES.emailFormat),
      )
      .transform((v) => v.toLowerCase()),
    phone: requiredText(PROFILE_MESSAGES.phone, 32),
    address: requiredText(PROFILE_MESSAGES.address, 255),
    zipcode: requiredText(PROFILE_MESSAGES.zipcode, 16),
    state: requiredText(PROFILE_MESSAGES.state, 120),
    city: requiredText(PROFILE_MESSAGES.city, 120),
    country: optionalText(120),
    about_me: requiredText(PROFILE_MESSAGES.aboutMe, 2000),
    grade: z.enum(GRADE_CODES, { error: PROFILE_MESSAGES.grade }),
    education: integer(
      z
        .number()
        .refine((v) => (EDUCATION_CODES as readonly number[]).includes(v), PROFILE_MESSAGES.education),
      PROFILE_MESSAGES.education,
    ),
    age: integer(
      z
        .number()
        .int(PROFILE_MESSAGES.age)
        .min(PROFILE_AGE_MIN, PROFILE_MESSAGES.age)
        .max(PROFILE_AGE_MAX, PROFILE_MESSAGES.age),
      PROFILE_MESSAGES.age,
    ),
    certainty: integer(
      z
        .number()
        .int(PROFILE_MESSAGES.certainty)
        .min(1, PROFILE_MESSAGES.certainty)
        .max(10, PROFILE_MESSAGES.certainty),
      PROFILE_MESSAGES.certainty,
    ),
    careers: optionalText(500),
    pricing_plan: id(),
    affiliate_code: z.unknown(),
    /** Required with a new `email` (issue 24 #4); never stored. */
    current_password: z.string().max(4096),
    /** The second factor's code, for accounts that have one (checked with a new `email`). */
    otp: z.string().max(16),
  })
  .partial();
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** POST email-change/undo/ — the token of the link in the notice to the old address (issue 24 #4). */
export const emailChangeUndoSchema = z.object({
  token: z.string({ error: 'This field is required.' }).min(1, 'This field is required.').max(512),
});

/** POST email-change/confirm/ — the token of the link mailed to the new address. */
export const emailChangeConfirmSchema = z.object({
  token: z.string({ error: 'This field is required.' }).min(1, 'This field is required.').max(512),
});

// ---- invitations and subscriptions -----------------------------------------------------------

const emailField = z
  .string({ error: 'Please enter a valid email address.' })
  .trim()
  .max(254, 'Please enter a valid email address.')
  .refine(isEmailAddress, 'Please enter a valid email address.')
  .transform((v) => v.toLowerCase());

export const INVITATION_LIMITS = { perDay: 10, perAddressDays: 7 } as const;
export const INVITATION_MESSAGES = {
  sent: 'Your invitation is on its way.',
  dailyLimit: 'You can send up to 10 invitations a day. Please try again tomorrow.',
  addressLimit: 'This address has already been invited in the last 7 days.',
  isMember: 'This person already has a Pathscoop account.',
} as const;

/** POST invitations/ {email, message}: the message is sent as plain text. */
export const invitationSchema = z.object({
  email: emailField,
  message: optionalText(1000).optional().default(''),
});
export type InvitationInput = z.input<typeof invitationSchema>;

export const SUBSCRIPTION_MESSAGES = {
  pending: 'Please check your inbox and confirm your subscription.',
  confirmed: 'Thank you! You are subscribed to the Pathscoop newsletter.',
  unsubscribed: 'You are unsubscribed. You will not receive our newsletter any more.',
  invalidLink: 'This link is invalid.',
} as const;

/** POST subscriptions/ {email}: double opt-in; the same address again is not an error. */
export const subscriptionSchema = z.object({ email: emailField });
export const subscriptionTokenSchema = z.object({
  token: z.string({ error: 'This field is required.' }).min(1, 'This field is required.').max(512),
});

// ---- school resources (Picks For You, Great Finds) ---------------------------------------------

export const RESOURCE_KINDS = ['picks', 'finds'] as const;
export const schoolResourceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  thumbnail: z.string().nullable(),
  /** Sanitised HTML (sanitize-html on the server, allow-list of tags). */
  body: z.string(),
  video: z.string().nullable(),
});
export type SchoolResource = z.infer<typeof schoolResourceSchema>;
export const schoolResourcePageSchema = pageOf(schoolResourceSchema).extend({
  meta: z.object({ number_of_pages: z.number().int() }),
});
export type SchoolResourcePage = z.infer<typeof schoolResourcePageSchema>;
export const schoolResourceQuerySchema = pageQuerySchema.extend({
  /** Picks For You (default) or Great Finds. */
  kind: z.enum(RESOURCE_KINDS, { error: 'Choose picks or finds.' }).default('picks'),
  /** Accepted for the spec's client; the member's own school is used whatever is sent. */
  school: id().optional(),
});

// ---- privacy ---------------------------------------------------------------------------------

export const PRIVACY_MESSAGES = {
  passwordRequired: 'Please enter your password to confirm.',
  passwordWrong: 'Your password is not correct.',
  deleted: 'Your account and your personal data have been deleted.',
} as const;
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: PRIVACY_MESSAGES.passwordRequired })
    .min(1, PRIVACY_MESSAGES.passwordRequired)
    .max(128),
});

// ---- the web forms (same messages as the API; first failing rule per field) -------------------

const formText = (message: string) => z.string().trim().min(1, message);

/** Edit Profile form. `role` decides the rules: students grade and education, mentors About Me. */
export function editProfileFormSchema(role: 'Student' | 'Mentor') {
  const student = role === 'Student';
  return z.object({
    full_name: formText(PROFILE_MESSAGES.fullName),
    email: z
      .string()
      .trim()
      .min(1, PROFILE_MESSAGES.email)
      .pipe(z.string().refine(isEmailAddress, PROFILE_MESSAGES.emailFormat)),
    phone: formText(PROFILE_MESSAGES.phone),
    address: formText(PROFILE_MESSAGES.address),
    zipcode: formText(PROFILE_MESSAGES.zipcode),
    state: formText(PROFILE_MESSAGES.state),
    city: formText(PROFILE_MESSAGES.city),
    country: z.string(),
    about_me: student ? z.string() : formText(PROFILE_MESSAGES.aboutMe),
    grade: student ? formText(PROFILE_MESSAGES.grade) : z.string(),
    education: student ? formText(PROFILE_MESSAGES.education) : z.string(),
    age: z.string(),
    certainty: z.string(),
    careers: z.string(),
    /** Asked for only when the e-mail address changes (issue 24 #4). */
    current_password: z.string(),
  });
}
export type EditProfileFormValues = z.infer<ReturnType<typeof editProfileFormSchema>>;

/** 'Ana Maria Lopez' → first_name 'Ana', last_name 'Maria Lopez' (split on spaces, spec §5). */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/** Edit Password form: the spec's messages; the current password proves it is the member (ASVS). */
export const editPasswordFormSchema = z
  .object({
    current_password: z.string().min(1, PASSWORD_FORM_MESSAGES.currentRequired),
    new_password: z
      .string()
      .min(1, PASSWORD_FORM_MESSAGES.newPassword)
      .pipe(z.string().min(8, PASSWORD_FORM_MESSAGES.tooShort)),
    confirm_password: z.string().min(1, PASSWORD_FORM_MESSAGES.confirm),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: PASSWORD_FORM_MESSAGES.mismatch,
    when: (ctx) => {
      const v = ctx.value as { new_password?: unknown; confirm_password?: unknown };
      return (
        typeof v.new_password === 'string' &&
        typeof v.confirm_password === 'string' &&
        v.confirm_password !== ''
      );
    },
  });
export type EditPasswordFormValues = z.infer<typeof editPasswordFormSchema>;

/** The footer's subscribe box (spec §5): a standard e-mail pattern, else this message. */
export const subscribeFormSchema = z.object({
  email: z.string().trim().refine(isEmailAddress, EMAIL_INVALID_MESSAGE),
});
