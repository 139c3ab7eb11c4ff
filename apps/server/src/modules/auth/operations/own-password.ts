import type { SessionUser } from '@aquadesk/shared/auth.ts';
import { PROFILE_MESSAGES, type TChangeOwnPasswordRequest } from '@aquadesk/shared/profile.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError, fieldError } from '../../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../../platform/passwords.ts';
import * as accounts from '../../accounts/operations/users.ts';
import * as repo from '../repository.ts';
import { MAX_FAILURES, sessionFor, THROTTLE_WINDOW_MS } from './sign-in.ts';

const SESSION_ENDED = 'Your session has ended. Please log in again.';

/**
 * A signed-in user changes their own password (issue 31 item 5, docs/api.md "Profile"). The current password
 * is checked as a login checks it: each try is reserved against the login throttling of (e-mail, address)
 * first, so wrong tries here and at /login count together and cannot pass its limit. Then the new hash is
 * set only while the caller's token version is unchanged, every reset link is voided and every other session
 * ends (their tokens die with the version; their sockets are closed); the caller gets a fresh token.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  caller: AuthUser,
  input: TChangeOwnPasswordRequest & { ip: string; token: string },
): Promise<SessionUser> {
  const { db } = ctx;
  const email = caller.email.toLowerCase();
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  if (!(await repo.reserveLoginAttempt(db, email, input.ip, since, MAX_FAILURES))) {
    ctx.metrics.loginFailures.inc({ reason: 'throttled' });
    throw new AppError(429, MESSAGES.tooManyAttempts, { current_password: MESSAGES.tooManyAttempts });
  }
  const user = await accounts.findUserById(db, caller.id);
  if (!user) throw new AppError(401, SESSION_ENDED);
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    ctx.metrics.loginFailures.inc({ reason: 'invalid' });
    throw fieldError('current_password', PROFILE_MESSAGES.wrongCurrentPassword); // the reserved row is the failure
  }
  await repo.clearFailures(db, email, input.ip);
  const passwordHash = await hashPassword(input.new_password);
  const changed = await db.transaction(async (tx) => {
    if (!(await accounts.setPassword(tx, user.id, passwordHash, user.tokenVersion))) return false;
    await accounts.voidResetTokens(tx, user.id, new Date());
    return true;
  });
  // another change (here, a reset link, an admin) came first: this session ended with it
  if (!changed) throw new AppError(401, SESSION_ENDED);
  void ctx.realtime.endSessions(user.id, input.token);
  const fresh = await accounts.findUserById(db, user.id);
  if (!fresh) throw new AppError(401, SESSION_ENDED);
  return sessionFor(ctx, fresh);
}
