import type { Queryable } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import * as repo from '../repository.ts';

/** One change to an invoice or what hangs on it, kept as a row (docs/requirements/002-gst.md §6). */
export function recordEvent(
  tx: Queryable,
  invoiceId: number,
  action: string,
  actor: Pick<AuthUser, 'id' | 'name'> | null,
  changes: Record<string, unknown> = {},
  /** When it happened, if not now (a reminder is recorded at the moment it claimed). */
  at?: Date,
): Promise<void> {
  return repo.insertEvent(tx, {
    invoiceId,
    action,
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? 'System',
    changes,
    ...(at ? { createdAt: at } : {}),
  });
}

/** The fields of `after` that differ from `before`, each as `{ from, to }`. */
export function changesOf<T extends Record<string, unknown>>(before: T, after: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    const from = before[key];
    const to = after[key];
    if (JSON.stringify(from) !== JSON.stringify(to)) out[key] = { from, to };
  }
  return out;
}
