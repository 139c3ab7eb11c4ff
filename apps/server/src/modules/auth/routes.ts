import { ZForgotPasswordRequest, ZLoginRequest, ZResetPasswordRequest } from '@aquadesk/shared/auth.ts';
import { ZCreateUserRequest } from '@aquadesk/shared/clients.ts';
import { PROFILE_MESSAGES, ZChangeOwnPasswordRequest } from '@aquadesk/shared/profile.ts';
import { actor, bearerToken } from '../../platform/authorize.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { createClient } from '../clients/operations/create-client.ts';
import { changeOwnPassword } from './operations/own-password.ts';
import { forgotPassword, login, me, resetPassword, signUp } from './operations/sign-in.ts';

/** Tries of a reset link per client address (docs/api.md "Reset tokens"). */
export const RESET_PASSWORD_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' };

export function authRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/login',
    { config: { action: 'auth.login' }, schema: { body: ZLoginRequest } },
    async (request) => {
      const { email, password } = request.body;
      return { user: await login(ctx, { email, password, ip: request.ip }) };
    },
  );

  // One URL, two callers (docs/api.md): without a token it is sign-up, with one it is "add client".
  app.post(
    '/api/create-user',
    {
      // with a token (add client) the key is honoured; sign-up's answer holds a session token, never stored,
      // and an e-mail signs up once (a repeat is 409): docs/api.md "Idempotency-Key"
      config: { action: 'auth.signup', actionWithToken: 'client.create', idempotent: 'user' },
      schema: { body: ZCreateUserRequest },
    },
    async (request, reply) => {
      if (request.user) {
        const created = await createClient(ctx, request.user, request.body);
        return reply.status(201).send({ data: { id: created.id, name: created.name, email: created.email } });
      }
      return reply.status(201).send({ user: await signUp(ctx, request.body, request.ip) });
    },
  );

  app.post(
    '/api/forgot-password',
    { config: { action: 'auth.forgot_password' }, schema: { body: ZForgotPasswordRequest } },
    async (request) => {
      await forgotPassword(ctx, { ...request.body, ip: request.ip });
      return {
        message:
          'If an account uses that e-mail, a link to reset its password is on its way. It works for one hour.',
      };
    },
  );

  app.post(
    '/api/reset-password',
    {
      // a public lookup of a reset token: limited per address on every instance (docs/api.md "Rate limits")
      config: { action: 'auth.reset_password', rateLimit: RESET_PASSWORD_RATE_LIMIT },
      schema: { body: ZResetPasswordRequest },
    },
    async (request) => {
      await resetPassword(ctx, request.body);
      return { message: 'Your password has been changed. You can log in with it now.' };
    },
  );

  // issue 31 item 5: no Idempotency-Key: the answer holds a session token, which is never stored, and a repeat
  // carries the token this change ended (docs/api.md "Profile")
  app.post(
    '/api/profile/password',
    { config: { action: 'profile.password' }, schema: { body: ZChangeOwnPasswordRequest } },
    async (request) => {
      const user = await changeOwnPassword(ctx, actor(request), {
        ...request.body,
        ip: request.ip,
        token: bearerToken(request) ?? '',
      });
      return { message: PROFILE_MESSAGES.passwordChanged, user };
    },
  );

  app.get('/api/me', { config: { action: 'auth.me' } }, async (request) => {
    return { user: await me(ctx, actor(request)) };
  });
}
