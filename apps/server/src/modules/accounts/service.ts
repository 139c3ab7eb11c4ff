import type { AppContext } from '../../platform/context.ts';
import { hashPassword } from '../../platform/passwords.ts';
import * as accounts from './repository.ts';

/** Sets a user's password (an admin for employees, resellers, clients; a reset link); ends their sessions. */
export async function changePassword(ctx: AppContext, userId: number, password: string): Promise<void> {
  await accounts.setPassword(ctx.db, userId, await hashPassword(password));
  ctx.realtime.endSessions(userId);
}

/**
 * After a change of a user's roles, permissions or districts has committed: their open sockets (on every
 * instance) move to the rooms of what they hold now, so a demoted user stops receiving what they may no
 * longer see. HTTP calls need nothing: each request loads the caller afresh.
 */
export async function refreshSessions(ctx: AppContext, userId: number): Promise<void> {
  const user = await accounts.findUserById(ctx.db, userId);
  ctx.realtime.moveToRooms(userId, user?.permissions ?? []);
}
