import type { TaskWeek } from '@aquadesk/shared/dashboard-trends.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';
import { viewerOf } from './visibility.ts';

/** The tasks `user` sees (as the work list) finished per IST week, the weeks `from` to `to` (Mondays). */
export function finishedPerWeek(
  ctx: AppContext,
  user: AuthUser,
  from: string,
  to: string,
): Promise<TaskWeek[]> {
  return repo.finishedPerWeek(ctx.db, viewerOf(user), from, to);
}
