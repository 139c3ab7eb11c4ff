import { type BulkResponse, type BulkResult, bulkResponse } from '@aquadesk/shared/bulk.ts';
import { AppError } from './errors.ts';

/**
 * Many at once (issue 41 item 13; docs/api.md "Many at once"): a bulk call does its single call's work for
 * each id in turn. One after another, so the mail rate limits and the render pool see the calls as they would
 * from single clicks; a refusal skips that record with the single call's own words and the others go on.
 */

/** Said for a record that failed in a way its single call has no words for (logged by its id). */
export const BULK_FAILED = 'Something went wrong with this one. Please try it alone.';

export interface BulkStep<T> {
  /** The record of an id; undefined when there is none. */
  find: (id: number) => Promise<T | undefined>;
  /** How the answer names a record (its number, its name; the id when there is none). */
  label: (row: T | undefined, id: number) => string;
  /** Said for an id that is no record. */
  missing: string;
  /** Does it for one record: an AppError (its message is the reason) or a returned string skips it. */
  run: (row: T, id: number) => Promise<unknown>;
}

/** Runs `step` for each id (ids already bounded and deduplicated by zBulkIds), a result per id. */
export async function eachOf<T>(
  ids: readonly number[],
  step: BulkStep<T>,
  log?: (id: number, error: unknown) => void,
): Promise<BulkResponse> {
  const results: BulkResult[] = [];
  for (const id of ids) {
    const row = await step.find(id);
    const label = step.label(row, id);
    const skip = (reason: string) => results.push({ id, label, outcome: 'skipped', reason });
    if (row === undefined) {
      skip(step.missing);
      continue;
    }
    try {
      const refused = await step.run(row, id);
      if (typeof refused === 'string') skip(refused);
      else results.push({ id, label, outcome: 'done', reason: null });
    } catch (error) {
      if (!(error instanceof AppError)) log?.(id, error);
      skip(error instanceof AppError ? error.message : BULK_FAILED);
    }
  }
  return bulkResponse(results);
}
