import { MAIL_MESSAGES } from '@aquadesk/shared/mail.ts';
import { hasAnyRole } from '@aquadesk/shared/permissions.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { fieldError } from '../../../platform/errors.ts';
import { takeMailAllowance } from '../../../platform/limits/mail.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import * as accounts from '../repository.ts';
import { voidResetTokens } from '../repository.ts';

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
  void ctx.realtime.endSessions(userId);
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

/**
 * Staff mail (issue 28, docs/api.md "Mail from staff"), checked before a document or a note is mailed: each
 * address must be the client's (`clientAddresses`: what the client's record holds), a staff account's or the
 * sender's own, unless the sender is an admin, who may add any; then the addresses are taken from the
 * sender's hourly allowance, counted on every instance. A refused address is 400 at `field` naming it, and
 * nothing is counted; past the allowance it is 429 at `field` with the time this send could go.
 */
export async function clearStaffMail(
  ctx: AppContext,
  sender: AuthUser,
  mail: { to: readonly string[]; clientAddresses: readonly (string | null | undefined)[]; field: string },
): Promise<void> {
  const to = [...new Set(mail.to.map((a) => a.toLowerCase()))];
  if (!hasAnyRole(sender, ['admin'])) {
    const own = new Set(
      [sender.email, ...mail.clientAddresses]
        .filter((a): a is string => Boolean(a))
        .map((a) => a.toLowerCase()),
    );
    const others = to.filter((a) => !own.has(a));
    const staff = new Set(await accounts.staffEmails(ctx.db, others));
    const refused = others.find((a) => !staff.has(a));
    if (refused !== undefined) throw fieldError(mail.field, MAIL_MESSAGES.recipientNotAllowed(refused));
  }
  await takeMailAllowance(ctx.db, sender.id, to.length, mail.field);
}
