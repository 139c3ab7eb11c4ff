import type { Queryable } from '../../../db/types.ts';

/**
 * What work's operations tell breakdown calls in their own transactions (docs/requirements/010-calls.md
 * §1-§2): a maintenance task registered by staff is a call (its clock from the covering contract), its first
 * start is the call's response and its approval the resolution. The calls domain keeps the `calls` table and
 * depends on work (a call is a task: it reads and makes tasks through work's breakdown-calls.ts), so it hands
 * these hooks over when the modules are registered (modules/index.ts) instead of work importing it: the two
 * import one way.
 */
export interface CallHooks {
  opened(
    tx: Queryable,
    call: {
      taskId: number;
      siteId: number | null;
      equipmentId: number | null;
      source: 'staff';
      raisedBy: number;
      raisedAt: Date;
    },
  ): Promise<unknown>;
  responded(tx: Queryable, taskId: number, at: Date): Promise<void>;
  resolved(tx: Queryable, taskId: number, at: Date, byId: number): Promise<void>;
}

let hooks: CallHooks | null = null;

/** Wired once, by modules/index.ts, with the calls domain's operations. */
export function provideCallHooks(provided: CallHooks): void {
  hooks = provided;
}

/** The calls domain's hooks; a server without them would lose calls silently, so it refuses to go on. */
export function callHooks(): CallHooks {
  if (!hooks)
    throw new Error('the breakdown calls hooks are not provided (modules/index.ts registerModules)');
  return hooks;
}
