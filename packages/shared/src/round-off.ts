import { z } from 'zod';
import { exact, fixed2, plain } from './decimal.ts';
import { formatRupees } from './rupees.ts';
import { withNumberBounds } from './validation.ts';

/**
 * A tax document's round-off (docs/requirements/002-gst.md §8; docs/api.md "Tax invoices"): one signed amount
 * under the lines' totals that moves the document's total, as Tally prints "Round Off", so that a total can be
 * whole rupees (or what a job card told the client) while every line keeps the figures the law asks of it. It
 * is neither taxable value nor tax: GSTR-1 and the registers take it in the document's value only, and the
 * e-invoice sends it as `ValDtls.RndOffAmt`. Less than a rupee either way.
 */

/** The largest round-off either way, in paise: less than a rupee. */
export const ROUND_OFF_MAX_PAISE = 99;

export const ROUND_OFF_MESSAGES = {
  number: 'Enter the round-off in rupees, such as -0.45 or 0.30',
  range: 'A round-off is less than a rupee either way: from −0.99 to 0.99',
  places: 'Use at most 2 decimal places',
  negativeZero: 'Enter 0 without a sign',
  belowZero: 'The round-off cannot take the total below ₹0.00',
} as const;

const SIGNED_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A round-off in rupees, as a JSON number or a decimal string (`-0.45`, `"0.30"`), kept as canonical text
 * (`"-0.45"`, `"0.3"`); absent, null or blank is 0. Refused at the field: more than 2 places, a rupee or
 * more either way, a negative zero, anything that is not a plain decimal.
 */
export const zRoundOff = withNumberBounds(
  z
    .union([z.number(), z.string(), z.null()], { error: ROUND_OFF_MESSAGES.number })
    .optional()
    .transform((v, ctx) => {
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message, input: v, continue: true });
        return z.NEVER;
      };
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return '0';
      if (typeof v === 'number' && !Number.isFinite(v)) return fail(ROUND_OFF_MESSAGES.number);
      if (Object.is(v, -0)) return fail(ROUND_OFF_MESSAGES.negativeZero);
      // a minus sign typed as the dash a keyboard may give (U+2212) is the same sign
      const text = typeof v === 'number' ? plain(exact(v)) : v.trim().replace(/^\u2212/, '-');
      const m = SIGNED_DECIMAL.exec(text);
      if (!m) return fail(ROUND_OFF_MESSAGES.number);
      if ((m[3] ?? '').length > 2) return fail(ROUND_OFF_MESSAGES.places);
      if ((m[2] ?? '').length > 3) return fail(ROUND_OFF_MESSAGES.range);
      const value = exact(text);
      if (m[1] === '-' && value.compare(exact(0)) === 0) return fail(ROUND_OFF_MESSAGES.negativeZero);
      if (value.compare(exact('0.99')) > 0 || value.compare(exact('-0.99')) < 0) {
        return fail(ROUND_OFF_MESSAGES.range);
      }
      return plain(value);
    }),
  { places: 2, min: -0.99, max: 0.99 },
);

/**
 * The round-off that brings a document whose lines total `linesPaise` to whole rupees, towards `targetPaise`:
 * the rupee below or the rupee above the lines' total, whichever is nearer the target. So the total is the
 * target itself whenever the lines come within a rupee of it, and the round-off is always less than a rupee
 * either way. In paise, signed.
 */
export function roundOffTowards(linesPaise: number, targetPaise: number): number {
  if (!Number.isSafeInteger(linesPaise) || !Number.isSafeInteger(targetPaise) || linesPaise < 0) {
    throw new RangeError('a round-off is figured on whole paise');
  }
  const below = linesPaise - (linesPaise % 100);
  const above = below === linesPaise ? below : below + 100;
  const rupees = Math.min(above, Math.max(below, targetPaise - (targetPaise % 100)));
  return rupees - linesPaise;
}

/**
 * A round-off as the totals of a document print it, on its own line labelled "Round off" above the total:
 * `− ₹0.49` taken off, `₹0.30` added; null when there is none (the line is left out).
 */
export function printedRoundOff(value: string): string | null {
  const text = fixed2(exact(value));
  if (text === '0.00') return null;
  return text.startsWith('-') ? `− ${formatRupees(text.slice(1))}` : formatRupees(text);
}

/** The label of that line. */
export const ROUND_OFF_LABEL = 'Round off';
