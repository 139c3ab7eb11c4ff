import { z } from 'zod';
import { ID_MAX, zIdOf } from './validation.ts';

/**
 * Many at once (issue 41 item 13; docs/api.md "Many at once"): the list screens' selections go to the server
 * as one bounded list of ids; each id is decided by the same operation, rules and roles as its single call,
 * and the answer says per id what was done or why it was skipped.
 */

/**
 * The most records one bulk call takes (a list's page holds up to 100: its page tick takes the first 50), so a
 * run of mails and the ZIP of PDFs stay bounded (50 PDFs render in about 12 s on two shared cores).
 */
export const BULK_MAX = 50;

export const BULK_MESSAGES = {
  none: 'Choose at least one',
  tooMany: `Choose at most ${BULK_MAX} at a time`,
  badIds: `Give up to ${BULK_MAX} ids separated by commas`,
} as const;

/** The ids of a body, deduplicated in their order (a double tick counts once). */
export const zBulkIds = z
  .array(zIdOf('Choose a record from the list', 'Record'), { error: BULK_MESSAGES.none })
  .min(1, BULK_MESSAGES.none)
  .max(BULK_MAX, BULK_MESSAGES.tooMany)
  .transform((ids) => [...new Set(ids)]);

/** POST …/bulk/…: the ids to act on. */
export const ZBulkIdsRequest = z.object({ ids: zBulkIds });
export type TBulkIdsRequest = z.input<typeof ZBulkIdsRequest>;

/** GET …?ids=1,2,3 (a download): the same bound, as text. */
export const ZBulkIdsQuery = z.object({
  ids: z
    .string({ error: BULK_MESSAGES.none })
    .max(BULK_MAX * 11, BULK_MESSAGES.tooMany)
    .transform((text, ctx) => {
      const parts = text.split(',').map((p) => p.trim());
      if (parts.length === 1 && parts[0] === '') {
        ctx.addIssue({ code: 'custom', message: BULK_MESSAGES.none });
        return z.NEVER;
      }
      const ids: number[] = [];
      for (const part of parts) {
        const id = /^\d{1,10}$/.test(part) ? Number(part) : Number.NaN;
        if (!(id >= 1 && id <= ID_MAX)) {
          ctx.addIssue({ code: 'custom', message: BULK_MESSAGES.badIds });
          return z.NEVER;
        }
        ids.push(id);
      }
      const unique = [...new Set(ids)];
      if (unique.length > BULK_MAX) {
        ctx.addIssue({ code: 'custom', message: BULK_MESSAGES.tooMany });
        return z.NEVER;
      }
      return unique;
    }),
});

/** What became of one id: done, or skipped with the reason in the words of its single call. */
export interface BulkResult {
  id: number;
  /** How the screen names it (an invoice's number, "draft 12"; a leave's person and day). */
  label: string;
  outcome: 'done' | 'skipped';
  reason: string | null;
}

export interface BulkResponse {
  data: BulkResult[];
  done: number;
  skipped: number;
}

export const bulkResponse = (data: BulkResult[]): BulkResponse => ({
  data,
  done: data.filter((r) => r.outcome === 'done').length,
  skipped: data.filter((r) => r.outcome === 'skipped').length,
});

/** How many reasons a summary names before "and N more". */
const REASONS_SHOWN = 3;

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * The sentence a screen shows after a bulk call, e.g. "Reminders sent for 3 invoices; 1 skipped: INV-12: The
 * invoice is paid". `done` words what was done ("Reminders sent for"), `noun` what was acted on ("invoice").
 */
export function bulkSummary(done: string, noun: string, response: BulkResponse): string {
  const head = response.done > 0 ? `${done} ${plural(response.done, noun)}` : `Nothing done`;
  const skipped = response.data.filter((r) => r.outcome === 'skipped');
  if (skipped.length === 0) return head;
  const named = skipped.slice(0, REASONS_SHOWN).map((r) => `${r.label}: ${r.reason ?? 'skipped'}`);
  const more = skipped.length > REASONS_SHOWN ? `; and ${skipped.length - REASONS_SHOWN} more` : '';
  return `${head}; ${skipped.length} skipped: ${named.join('; ')}${more}`;
}
