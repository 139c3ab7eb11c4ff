import { z } from 'zod';

/** The spec's words, once (spec 000 §5, §9). */
export const MESSAGES = {
  required: 'This field is required',
  invalidEmail: 'Invalid email format',
  emailInUse: 'Email is already in use',
  weakPassword:
    'Password must be at least 8 characters long, include at least one uppercase letter, one lowercase letter, one number, and one special character.',
  passwordMismatchLive: 'Password does not match',
  passwordMismatch: 'Passwords do not match',
  phoneDigits: 'Phone number must be digits only, at most 10',
  wrongLogin: 'Invalid email or password',
  tooManyAttempts: 'Too many failed attempts. Please try again in 15 minutes.',
} as const;

// spec 000 §9: 8+ characters with lowercase, uppercase, digit and one of @$!%*?&
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
export const PHONE_PATTERN = /^\d{1,10}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const zRequiredText = (message: string = MESSAGES.required) =>
  z.string({ error: message }).trim().min(1, { error: message });

export const zEmail = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail })
  .transform((v) => v.toLowerCase());

export const zPassword = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required })
  .regex(PASSWORD_PATTERN, { error: MESSAGES.weakPassword });

export const zPhone = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .regex(PHONE_PATTERN, { error: MESSAGES.phoneDigits });

/** The confirmation field of a password form (spec 000 §5: required). */
export const zPasswordConfirmation = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required });

/**
 * The confirmation must equal the password (spec 000 §5 'Passwords do not match'); a form that sends no
 * confirmation (an optional `cPassword`) passes. Use as `.refine(...confirmationMatches)`.
 */
const passwordsMatch = (v: { password: string; cPassword?: string | undefined }) =>
  v.cPassword === undefined || v.password === v.cPassword;
export const confirmationMatches: [typeof passwordsMatch, { path: string[]; error: string }] = [
  passwordsMatch,
  { path: ['cPassword'], error: MESSAGES.passwordMismatch },
];

/** Keeps what a phone field may hold (spec 000 §9: digits only, at most 10) as the user types. */
export function phoneDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}
export const PHONE_MAX_DIGITS = 10;

export const zId = z.coerce.number({ error: 'Must be a number' }).int().positive();

/** Turns zod issues into API.md's `errors` map: field path → first message. */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
