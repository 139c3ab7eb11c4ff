import type { Queryable } from '../../../db/types.ts';
import * as repo from '../repository.ts';

/**
 * What work's moves tell a breakdown call, in their transaction (docs/requirements/010-calls.md §2): its
 * task's first start (the start time given) is the response; its approval (FINISHED) the resolution, which
 * also ends an open pause. A task that is no call changes nothing.
 */
export function callResponded(tx: Queryable, taskId: number, at: Date): Promise<void> {
  return repo.markResponded(tx, taskId, at);
}

export function callResolved(tx: Queryable, taskId: number, at: Date, byId: number): Promise<void> {
  return repo.markResolved(tx, taskId, at, byId);
}
