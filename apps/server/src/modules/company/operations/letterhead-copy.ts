import type { AppContext } from '../../../platform/context.ts';
import { MemoryCopy } from '../../../platform/memory-copy.ts';
import { INSTANCE_MESSAGES } from '../../../platform/realtime.ts';
import { type CompanyLetterhead, companyLetterhead } from './profile.ts';

/**
 * How old the kept letterhead may get before it is read again behind an answer: the longest a change
 * shows late on an instance that missed the other instance's message (docs/api.md "Site info").
 */
export const LETTERHEAD_RECHECK_MS = 1000;

// one copy per app, not per process: tests run two apps in one process as two instances
const copies = new WeakMap<AppContext, MemoryCopy<CompanyLetterhead>>();

function copyOf(ctx: AppContext): MemoryCopy<CompanyLetterhead> {
  let copy = copies.get(ctx);
  if (!copy) {
    const made = new MemoryCopy(() => companyLetterhead(ctx), LETTERHEAD_RECHECK_MS);
    ctx.realtime.onInstanceMessage(INSTANCE_MESSAGES.companyProfileChanged, () => made.invalidate());
    copies.set(ctx, made);
    copy = made;
  }
  return copy;
}

/**
 * The letterhead of the profile in force as this instance keeps it in memory, for GET /site-info, which
 * every page of the website reads (docs/api.md "Site info"): no database read per request.
 */
export function keptLetterhead(ctx: AppContext): Promise<CompanyLetterhead> {
  return copyOf(ctx).get();
}

/**
 * After a new version of the profile has committed: this instance's copy is dropped at once and every
 * other instance is told to drop its own (platform/realtime.ts toOtherInstances).
 */
export function profileChanged(ctx: AppContext): void {
  copies.get(ctx)?.invalidate();
  ctx.realtime.toOtherInstances(INSTANCE_MESSAGES.companyProfileChanged);
}
