import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser, TForgotPasswordRequest, TResetPasswordRequest } from '@aquadesk/shared/auth.ts';
import { RESELLER_USER_TYPE } from '@aquadesk/shared/roles.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError, badRequest, tooManyRequests } from '../../../platform/errors.ts';
import { reserveActions } from '../../../platform/limits/repository.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../../platform/passwords.ts';
import * as accounts from '../../accounts/operations/users.ts';
import { createClient, type NewClientInput } from '../../clients/operations/create-client.ts';
import { companyLetterhead } from '../../company/operations/profile.ts';
import * as repo from '../repository.ts';

// docs/api.md "Login throttling": ten failures for one e-mail from one address within 15 minutes
export const MAX_FAILURES = 10;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

// docs/api.md "Abuse limits": per hour, counted in the database so they hold across instances
export const ABUSE_WINDOW_MS = 60 * 60 * 1000;
export const MAX_RESET_MAILS_PER_ADDRESS = 5;
export const MAX_RESET_MAILS_PER_EMAIL = 5;
export const MAX_SIGNUPS_PER_ADDRESS = 10;
export const ABUSE_MESSAGES = {
  resetMails: 'Too many password reset requests. Please wait an hour and try again.',
  signUps: 'Too many sign-ups from your network. Please wait an hour and try again.',
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The districts a reseller serves; none for any other user. */
function resellerDistricts(db: AppContext['db'], user: accounts.UserRow) {
  return user.userType === RESELLER_USER_TYPE ? repo.districtsOf(db, user.id) : Promise.resolve([]);
}

/** Loads the caller for a token; null when the token is bad, expired, or its password has since changed. */
export async function authenticate(ctx: AppContext, token: string): Promise<AuthUser | null> {
  const { db } = ctx;
  const claims = await ctx.tokens.verify(token);
  if (!claims) return null;
  // one query, no password hash; the token version it carries must still match (a new password ends it)
  const user = await accounts.findSessionUser(db, claims.userId);
  if (!user || user.tokenVersion !== claims.version) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    userType: user.userType,
    permissions: user.permissions,
    districtIds: user.districtIds,
    districts: user.districts,
  };
}

export async function sessionFor(ctx: AppContext, user: accounts.UserRow): Promise<SessionUser> {
  const { db } = ctx;
  const ds = await resellerDistricts(db, user);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    user_type: user.userType,
    permissions: user.permissions,
    districts: ds.map((d) => d.name),
    organization: user.organization,
    token: await ctx.tokens.sign({ userId: user.id, version: user.tokenVersion }),
  };
}

export async function login(
  ctx: AppContext,
  input: { email: string; password: string; ip: string },
): Promise<SessionUser> {
  const { email, password, ip } = input;
  const { db } = ctx;
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  // the attempt is recorded before the password is checked, atomically, so a burst cannot pass the limit
  if (!(await repo.reserveLoginAttempt(db, email, ip, since, MAX_FAILURES))) {
    ctx.metrics.loginFailures.inc({ reason: 'throttled' });
    throw new AppError(429, MESSAGES.tooManyAttempts);
  }
  const user = await accounts.findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
  if (!user || !ok) {
    ctx.metrics.loginFailures.inc({ reason: 'invalid' });
    throw new AppError(401, MESSAGES.wrongLogin); // the reserved row is the failure
  }
  await repo.clearFailures(db, email, ip);
  return sessionFor(ctx, user);
}

export async function signUp(ctx: AppContext, input: NewClientInput, ip: string): Promise<SessionUser> {
  const reserved = await reserveActions(
    ctx.db,
    [{ kind: 'signup', key: ip, max: MAX_SIGNUPS_PER_ADDRESS }],
    ABUSE_WINDOW_MS,
  );
  if (!reserved.allowed) throw tooManyRequests(ABUSE_MESSAGES.signUps, reserved.retryAt);
  return sessionFor(ctx, await createClient(ctx, null, input));
}

export async function forgotPassword(
  ctx: AppContext,
  input: TForgotPasswordRequest & { ip: string },
): Promise<void> {
  const { db } = ctx;
  // counted whether or not the e-mail has an account, so the answer reveals nothing
  const reserved = await reserveActions(
    db,
    [
      { kind: 'reset_mail_ip', key: input.ip, max: MAX_RESET_MAILS_PER_ADDRESS },
      { kind: 'reset_mail_email', key: input.email.toLowerCase(), max: MAX_RESET_MAILS_PER_EMAIL },
    ],
    ABUSE_WINDOW_MS,
  );
  if (!reserved.allowed) throw tooManyRequests(ABUSE_MESSAGES.resetMails, reserved.retryAt);
  const user = await accounts.findUserByEmail(db, input.email);
  if (!user) return; // always 200: never reveal who has an account
  const token = randomBytes(32).toString('base64url');
  await accounts.insertResetToken(db, user.id, sha256(token), new Date(Date.now() + RESET_TOKEN_TTL_MS));
  const link = `${ctx.config.publicUrl}/reset-password?token=${token}`;
  await ctx.mailer.send({
    to: user.email,
    subject: `Reset your ${ctx.config.brand} password`,
    text: [
      `Hello ${user.name},`,
      '',
      `Someone asked to reset the password of your ${ctx.config.brand} account. To choose a new one, open this link within an hour:`,
      link,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
      '',
      (await companyLetterhead(ctx)).name,
    ].join('\n'),
  });
}

export async function resetPassword(ctx: AppContext, input: TResetPasswordRequest): Promise<void> {
  const { db } = ctx;
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const id = await accounts.consumeResetToken(tx, sha256(input.token), new Date());
    if (!id) throw badRequest('This reset link is invalid or has expired. Please ask for a new one.');
    await accounts.setPassword(tx, id, passwordHash);
    // the other links mailed before stop working too
    await accounts.voidResetTokens(tx, id, new Date());
    return id;
  });
  void ctx.realtime.endSessions(userId);
}

export async function me(ctx: AppContext, caller: AuthUser): Promise<SessionUser> {
  const userId = caller.id;
  const { db } = ctx;
  const user = await accounts.findUserById(db, userId);
  if (!user) throw new AppError(401, 'Your session has ended. Please log in again.');
  return sessionFor(ctx, user);
}
