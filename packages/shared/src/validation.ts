import { z } from 'zod';
import { exact, plain } from './decimal.ts';
import { MESSAGES } from './messages.ts';

// The spec's words and the issue → errors mapping live in messages.ts, without zod (the login page
// loads them without it); they stay importable from here.
export { issuesToErrors, MESSAGES } from './messages.ts';

// spec 000 §9: 8+ characters with lowercase, uppercase, digit and one of @$!%*?&
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
/**
 * PASSWORD_PATTERN's parts, as a form lists them while a new password is typed (issue 31 item 5): a password
 * meets every one exactly when it matches the pattern (packages/shared/test/password-rules.test.ts).
 */
export const PASSWORD_RULES: readonly { label: string; test: (password: string) => boolean }[] = [
  { label: 'At least 8 characters', test: (p) => p.length >= 8 },
  { label: 'A lowercase letter', test: (p) => /[a-z]/.test(p) },
  { label: 'An uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { label: 'A number', test: (p) => /\d/.test(p) },
  { label: 'One of @ $ ! % * ? &', test: (p) => /[@$!%*?&]/.test(p) },
  { label: 'Only letters, numbers and @ $ ! % * ? &', test: (p) => /^[A-Za-z\d@$!%*?&]*$/.test(p) },
];
export const PHONE_PATTERN = /^\d{1,10}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Text limits (issue #9): every text column is `text`, so the bound that matters is the btree index
 * entry (about 2,700 bytes; 4 bytes per character at worst) and what a form sensibly holds.
 */
export const TEXT_MAX = {
  /** names, organisations, site names, districts, job roles, headings: indexed or shown in lists */
  short: 200,
  /** RFC 5321's longest address */
  email: 254,
  /** free text: descriptions, reasons, notes */
  long: 10_000,
  /** passwords (argon2id hashes whatever it gets; this only bounds the work) */
  password: 128,
  /** opaque tokens such as reset links */
  token: 512,
} as const;

/**
 * How much of a long text a list row carries (requirements 001 §9: a description preview is 100
 * characters). A longer text is cut there and ends with '…'; the record's own call has it whole.
 */
export const LIST_TEXT_PREVIEW = 100;
/** What a preview ends with when its text was cut. */
export const PREVIEW_MORE = '…';

/** The largest id a PostgreSQL `integer`/`serial` column holds. */
export const ID_MAX = 2_147_483_647;

export const TEXT_MESSAGES = {
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  control: (label: string) => `${label} contains characters that are not allowed`,
  tooManyLines: (label: string, max: number) => `${label} must be at most ${max} lines`,
  badId: (label: string) => `${label} must be a whole number from 1 to ${ID_MAX}`,
} as const;

// NUL and the other C0/C1 control characters; long text may hold tabs and line breaks
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const CONTROL_ANY = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// a lone surrogate cannot be stored as UTF-8 (PostgreSQL 22021)
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface TextOptions {
  /** How messages name the field ("Name must be at most 200 characters"); 'This field' by default. */
  label?: string;
  /** Maximum length in characters; TEXT_MAX.short by default (TEXT_MAX.long when multiline). */
  max?: number;
  /** Free text: line breaks and tabs allowed, TEXT_MAX.long by default. */
  multiline?: boolean;
  /** Free text printed in a document: at most this many lines (issue 28: a page holds about 55). */
  lines?: number;
}

/** The lines of a text: its line breaks (CR LF, LF or CR) and one. */
export const lineCount = (text: string) => (text.match(/\r\n|\r|\n/g)?.length ?? 0) + 1;

/** The bounds every text primitive shares: a maximum length and no control characters. */
export function boundText<T extends z.ZodString>(schema: T, opts: TextOptions = {}): T {
  const label = opts.label ?? 'This field';
  const max = opts.max ?? (opts.multiline ? TEXT_MAX.long : TEXT_MAX.short);
  const forbidden = opts.multiline ? CONTROL_BUT_LINES : CONTROL_ANY;
  // a form posted as multipart sends each line break as CR LF (the HTML standard): free text is kept with
  // LF, so a text counts the same length from a browser's form as from JSON
  const lineBreaks: z.ZodString = opts.multiline
    ? (schema as z.ZodString).overwrite((v) => v.replace(/\r\n?/g, '\n'))
    : schema;
  const bounded = lineBreaks
    .max(max, { error: TEXT_MESSAGES.tooLong(label, max) })
    .refine((v) => !forbidden.test(v) && !LONE_SURROGATE.test(v), {
      error: TEXT_MESSAGES.control(label),
    });
  const { lines } = opts;
  return (
    lines === undefined
      ? bounded
      : bounded.refine((v) => lineCount(v) <= lines, { error: TEXT_MESSAGES.tooManyLines(label, lines) })
  ) as T;
}

/** Required one-line text (trimmed), bounded (see TextOptions). */
export const zRequiredText = (message: string = MESSAGES.required, opts: TextOptions = {}) =>
  boundText(z.string({ error: message }).trim().min(1, { error: message }), opts);

/** Required free text: line breaks allowed, TEXT_MAX.long characters at most. */
export const zLongText = (message: string = MESSAGES.required, opts: Omit<TextOptions, 'multiline'> = {}) =>
  zRequiredText(message, { ...opts, multiline: true });

/** Optional one-line text, '' when absent. */
/** A person's (or a thing's) name: required, one line, bounded. */
export const zName = zRequiredText(MESSAGES.required, { label: 'Name' });
/** A client's organization (sign-up, add and edit client): required, one line, bounded. */
export const zOrganization = zRequiredText(MESSAGES.required, { label: 'Organization' });

export const zOptionalText = (opts: TextOptions = {}) =>
  boundText(z.string({ error: 'Must be text' }).trim(), opts)
    .optional()
    .default('');

/**
 * Upper- or lower-cases a text without making it longer: a letter whose other case is longer ('ß' → 'SS',
 * 'İ' → 'i̇', 'ﬃ' → 'FFI') is kept as it is, so a text within its bound stays within it once stored.
 */
export function changeCaseWithinLength(text: string, to: 'upper' | 'lower'): string {
  const whole = to === 'upper' ? text.toUpperCase() : text.toLowerCase();
  if (whole.length === text.length) return whole;
  let out = '';
  for (const ch of text) {
    const changed = to === 'upper' ? ch.toUpperCase() : ch.toLowerCase();
    out += changed.length === ch.length ? changed : ch;
  }
  return out;
}
export const upperCase = (text: string) => changeCaseWithinLength(text, 'upper');
export const lowerCase = (text: string) => changeCaseWithinLength(text, 'lower');

export const zEmail = boundText(
  z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required }),
  { label: 'Email', max: TEXT_MAX.email },
)
  .regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail })
  .transform(lowerCase);

export const zPassword = boundText(
  z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }),
  { label: 'Password', max: TEXT_MAX.password },
).regex(PASSWORD_PATTERN, { error: MESSAGES.weakPassword });

export const zPhone = boundText(
  z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required }),
  { label: 'Phone number' },
).regex(PHONE_PATTERN, { error: MESSAGES.phoneDigits });

/** The confirmation field of a password form (spec 000 §5: required). */
export const zPasswordConfirmation = boundText(
  z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }),
  { label: 'Password', max: TEXT_MAX.password },
);

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

/** A new password typed twice (spec 000 §5); the object adds `.refine(...confirmationMatches)`. */
export const newPasswordFields = { password: zPassword, cPassword: zPasswordConfirmation };

/** Who a person's account is and how to reach them: the name and phone every account form asks for. */
export const personFields = { name: zName, phone_number: zPhone };

/** Keeps what a phone field may hold (spec 000 §9: digits only, at most 10) as the user types. */
export function phoneDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}
export const PHONE_MAX_DIGITS = 10;

// ——— numbers (issue 28 item 7) ———

/**
 * The bounds of a number field, kept beside its schema: every number a client sends goes through `zWhole` or
 * `zDecimal`, which refuse what does not fit the field's column or meaning at that field, and the API test
 * of hostile numbers finds every such field through this map (a schema registers itself when made).
 */
export interface NumberBounds {
  /** Decimal places allowed; 0 for a whole number. */
  places: number;
  min: number;
  max: number;
  /** The minimum itself is refused (a quantity above 0). */
  minExclusive?: boolean;
}
export const NUMBER_FIELDS = new WeakMap<object, NumberBounds>();
export function withNumberBounds<T extends z.ZodType>(schema: T, bounds: NumberBounds): T {
  NUMBER_FIELDS.set(schema, bounds);
  return schema;
}

/** A bound as the messages show it, grouped the Indian way (10,00,000). */
export const numberText = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 3 });

export const NUMBER_MESSAGES = {
  number: 'Enter a number',
  negative: 'Must be 0 or more',
  positive: 'Must be greater than 0',
  places: (n: number) => (n === 0 ? 'Enter a whole number' : `Use at most ${n} decimal places`),
  atMost: (max: number) => `Must be at most ${numberText(max)}`,
  wholeRange: (min: number, max: number) =>
    `Enter a whole number from ${numberText(min)} to ${numberText(max)}`,
} as const;

const WHOLE_TEXT = /^\d{1,16}$/;

/**
 * A whole number from `min` (0 or more) to `max`, as a JSON number or as digits (queries and multipart
 * fields carry text). Anything else is refused with `message`: fractions, -0, exponents, hex, NaN,
 * Infinity, a number beyond 2^53, booleans, lists.
 */
export function zWhole(opts: { min: number; max: number; message?: string }) {
  const error = opts.message ?? NUMBER_MESSAGES.wholeRange(opts.min, opts.max);
  const schema = z.union([z.number(), z.string()], { error }).transform((v, ctx) => {
    const text = typeof v === 'string' ? v.trim() : '';
    const n = typeof v === 'number' ? v : WHOLE_TEXT.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(n) || Object.is(n, -0) || n < opts.min || n > opts.max) {
      // `continue`: the object's own checks still run, so every failing field is named at once
      ctx.addIssue({ code: 'custom', message: error, input: v, continue: true });
      return z.NEVER;
    }
    return n;
  });
  return withNumberBounds(schema, { places: 0, min: opts.min, max: opts.max });
}

export interface DecimalOptions {
  /** Decimal places allowed. */
  places: number;
  /** The largest value allowed (inclusive); a number that fits the field's numeric column. */
  max: number;
  /** 0 is refused too. */
  positive?: boolean;
  /** Absent, null or blank is 0 instead of "required". */
  optionalZero?: boolean;
  /** Absent, null or blank is null ("none"), instead of "required" (a rate that may be unset). */
  emptyIsNull?: boolean;
  /** The message when absent or blank (MESSAGES.required). */
  required?: string;
  /** Words in place of NUMBER_MESSAGES. */
  messages?: Partial<Record<'number' | 'negative' | 'positive' | 'places' | 'max', string>>;
}

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A decimal from 0 (or above 0) to `max` with at most `places` decimals, as a JSON number or a decimal
 * string (`12.5`, `"12.50"`), kept as text so no float is ever computed with: a string as sent (trimmed), a
 * number in plain notation. Refused at the field: another type, NaN or Infinity, -0 and negatives, more
 * places, anything above `max` (a 400-digit string, 2^53 + 1, 1e309 included).
 */
export function zDecimal(opts: DecimalOptions) {
  const say = { ...opts.messages };
  // a negative where only more than 0 is allowed gets the "greater than 0" words
  const negative =
    say.negative ?? (opts.positive ? (say.positive ?? NUMBER_MESSAGES.positive) : NUMBER_MESSAGES.negative);
  const required = opts.required ?? MESSAGES.required;
  const numberError = say.number ?? NUMBER_MESSAGES.number;
  const base = z.union([z.number(), z.string(), z.null()], { error: numberError }).optional();
  const schema = base.transform((v, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message, input: v, continue: true });
      return z.NEVER;
    };
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
      // typed as the text it otherwise is: the caller that asks for null casts its schema to say so
      if (opts.emptyIsNull) return null as unknown as string;
      return opts.optionalZero ? '0' : fail(required);
    }
    let text: string;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return fail(numberError);
      if (v < 0 || Object.is(v, -0)) return fail(negative);
      text = plain(exact(v));
    } else {
      text = v.trim();
    }
    const m = PLAIN_DECIMAL.exec(text);
    if (!m) return fail(/^-\d/.test(text) ? negative : numberError);
    if ((m[2] ?? '').length > opts.places) return fail(say.places ?? NUMBER_MESSAGES.places(opts.places));
    const value = Number(text);
    if ((m[1] ?? '').replace(/^0+/, '').length > 16 || value > opts.max) {
      return fail(say.max ?? NUMBER_MESSAGES.atMost(opts.max));
    }
    if (opts.positive && value <= 0) return fail(say.positive ?? NUMBER_MESSAGES.positive);
    return text;
  });
  // the absent case is the transform's ("required" or 0); the wrapper keeps the key optional in types
  const typed = opts.optionalZero ? schema : (schema as unknown as z.ZodType<string, number | string>);
  return withNumberBounds(typed, { places: opts.places, min: 0, max: opts.max, minExclusive: opts.positive });
}

/**
 * An id in a body, a query or a path (queries carry text, so digits are read): a whole number that fits
 * the `integer` column, 1 to 2^31−1. `message` replaces the default for forms that word it themselves.
 */
export const zIdOf = (message?: string, label = 'Id') =>
  zWhole({ min: 1, max: ID_MAX, message: message ?? TEXT_MESSAGES.badId(label) });
export const zId = zIdOf();
