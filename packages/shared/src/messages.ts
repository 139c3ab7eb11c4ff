/**
 * The spec's words and the mapping of validation issues to docs/api.md's `errors` map, without zod: the
 * login page and the web app's form helpers import this and load no schema library (issue 10).
 */

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

/** What the login page says when the server ended a session (issue 31 item 5), without zod for the shell. */
export const SESSION_MESSAGES = {
  passwordChanged: 'Your password was changed, so you were signed out. Please log in with your new password.',
} as const;

/** Turns zod issues into docs/api.md's `errors` map: field path → first message. */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
