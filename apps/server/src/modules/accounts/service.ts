import type { AppContext } from '../../platform/context.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { voidResetTokens } from '../auth/repository.ts';
import * as accounts from './repository.ts';

/**
 * Sets a user's password (an admin for employees, resellers, clients); ends their sessions and voids
 * every reset link mailed before.
 */
export async function changePassword(ctx: AppContext, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await accounts.setPassword(tx, userId, passwordHash);
    await voidResetTokens(tx, userId, new Date());
  });
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

/** No account (of any kind) holds this e-mail, compared case-insensitively. */
export async function emailAvailable(ctx: AppContext, email: string): Promise<boolean> {
  return !(await accounts.emailTaken(ctx.db, email));
}
