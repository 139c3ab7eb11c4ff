import { EMAIL_CHECKS_PER_MINUTE, ZEmailAvailableQuery } from '@aquadesk/shared/accounts.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { emailAvailable } from './operations/accounts.ts';

export function accountsRoutes(app: App, ctx: AppContext): void {
  // Not in the spec's call list: replaces `email_list` (docs/api.md "Is this e-mail free?")
  app.get(
    '/api/email-available',
    {
      config: {
        action: 'account.email_available',
        rateLimit: {
          max: EMAIL_CHECKS_PER_MINUTE,
          timeWindow: '1 minute',
          // after authorization, so the key is the caller (every caller here has a token)
          hook: 'preHandler',
          keyGenerator: (request) => (request.user ? `email-check:${request.user.id}` : request.ip),
        },
      },
      schema: { querystring: ZEmailAvailableQuery },
    },
    async (request) => ({ available: await emailAvailable(ctx, request.query.email) }),
  );
}
