import type { Queryable } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import * as repo from '../repository.ts';

/** The name a history line gives the hourly job's changes (an expiry). */
export const SYSTEM_ACTOR = 'System';

/**
 * A line of the contract's history (issue 43 item 2: every change kept): who (null: the system), what, and
 * its details (an edit's changed fields, each `{ from, to }`; an activation's number; a cancel's reason).
 */
export function recordEvent(
  tx: Queryable,
  contractId: number,
  action: 'created' | 'edited' | 'activated' | 'cancelled' | 'expired' | 'sent',
  actor: Pick<AuthUser, 'id' | 'name'> | null,
  changes: Record<string, unknown> = {},
): Promise<void> {
  return repo.insertEvent(tx, {
    contractId,
    action,
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? SYSTEM_ACTOR,
    changes,
  });
}
