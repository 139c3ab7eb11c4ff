import type { WorkEstimate } from '@aquadesk/shared/work.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';
import { decodeListCursor, encodeListCursor } from '../wire.ts';
import { viewerOf } from './visibility.ts';

/**
 * The work screen's Estimate tab (spec 001 §2): one page of the estimates the caller may see, in the
 * estimate order (NOT CONFIRM, APPROVED, IN PROGRESS, FINISHED), each with its assignees, and how many there
 * are (issue 41 item 8: the tab says its scope and its count).
 */
export async function estimatesAsWork(
  ctx: AppContext,
  user: AuthUser,
  input: { limit: number; cursor?: string | undefined; search?: string | undefined },
): Promise<{ rows: WorkEstimate[]; next_cursor: string | null; total: number }> {
  const cursor = input.cursor ? decodeListCursor(input.cursor, 'estimates_cursor') : undefined;
  const viewer = viewerOf(user);
  const [rows, total] = await Promise.all([
    repo.listPage(ctx.db, viewer, { search: input.search }, input.limit + 1, cursor),
    repo.listCount(ctx.db, viewer, { search: input.search }),
  ]);
  const page = rows.slice(0, input.limit);
  const people = await Promise.all(page.map((r) => repo.assignees(ctx.db, r.work_estimate_id)));
  const last = page.at(-1);
  return {
    rows: page.map(({ rank: _rank, cursor_at: _at, ...row }, i) => ({
      ...row,
      assignees: people[i] ?? [],
      assigned_to_me: (people[i] ?? []).some((p) => p.id === user.id),
    })),
    next_cursor:
      rows.length > input.limit && last
        ? encodeListCursor({ rank: last.rank, at: last.cursor_at, id: last.work_estimate_id })
        : null,
    total,
  };
}

/** A finish photo of an estimate (GET /addworks/{file} for estimates): staff, as before work images. */
export async function estimateFinishImage(ctx: AppContext, file: string) {
  if (!(await repo.isFinishImage(ctx.db, file))) return null;
  return ctx.storage.read('addworks', file);
}
