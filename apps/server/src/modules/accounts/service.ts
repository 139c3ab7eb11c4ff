import type { AppContext } from '../../platform/context.ts';
import { hashPassword } from '../../platform/passwords.ts';
import * as accounts from './repository.ts';

/** Sets a user's password (an admin for employees, resellers, clients; a reset link); ends their sessions. */
export async function changePassword(ctx: AppContext, userId: number, password: string): Promise<void> {
  await accounts.setPassword(ctx.db, userId, await hashPassword(password));
  ctx.realtime.endSessions(userId);
}
