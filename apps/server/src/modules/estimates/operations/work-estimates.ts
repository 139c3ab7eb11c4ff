import type { WorkEstimateRow } from '@aquadesk/shared/work.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { fieldError } from '../../../platform/errors.ts';
import { viewerOf } from '../access.ts';
import * as repo from '../repository.ts';

function encodeCursor(c: repo.ListCursor): string {
  return Buffer.from(JSON.stringify([c.rank, c.at, c.id])).toString('base64url');
}

function decodeCursor(text: string): repo.ListCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3) {
      const [rank, at, id] = value as unknown[];
      if (
        typeof rank === 'number' &&
        Number.isInteger(rank) &&
        typeof at === 'string' &&
        !Number.isNaN(Date.parse(at)) &&
        typeof id === 'number' &&
        Number.isInteger(id)
      )
        return { rank, at, id };
    }
  } catch {
    // reported below
  }
  throw fieldError('estimates_cursor', 'This page link is no longer valid; reload the list');
}

/**
 * The work screen's Estimate tab (spec 001 §2): one page of the estimates the caller may see, in the
 * estimate order (NOT CONFIRM, APPROVED, IN PROGRESS, FINISHED), each with its assignees.
 */
export async function estimatesAsWork(
  ctx: AppContext,
  user: AuthUser,
  input: { limit: number; cursor?: string | undefined; search?: string | undefined },
): Promise<{ rows: WorkEstimateRow[]; next_cursor: string | null }> {
  const cursor = input.cursor ? decodeCursor(input.cursor) : undefined;
  const rows = await repo.listPage(ctx.db, viewerOf(user), { search: input.search }, input.limit + 1, cursor);
  const page = rows.slice(0, input.limit);
  const people = await Promise.all(page.map((r) => repo.assignees(ctx.db, r.work_estimate_id)));
  const last = page.at(-1);
  return {
    rows: page.map(({ rank: _rank, cursor_at: _at, ...row }, i) => ({
      ...row,
      assigne: people[i] ?? [],
      assigned_to_me: (people[i] ?? []).some((p) => p.id === user.id),
    })),
    next_cursor:
      rows.length > input.limit && last
        ? encodeCursor({ rank: last.rank, at: last.cursor_at, id: last.work_estimate_id })
        : null,
  };
}

/** A finish photo of an estimate (GET /addworks/{file} for estimates): staff, as before work images. */
export async function estimateFinishImage(ctx: AppContext, file: string) {
  if (!(await repo.isFinishImage(ctx.db, file))) return null;
  return ctx.storage.read('addworks', file);
}
