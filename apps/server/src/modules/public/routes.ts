import {
  ZContactListQuery,
  ZContactMessageParams,
  ZContactRequest,
  ZLegalDocParams,
} from '@aquadesk/shared/contact.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/send-file.ts';
import {
  contactInbox,
  contactMessageWhole,
  legalDocument,
  legalDocuments,
  sendContactMessage,
} from './operations/public-site.ts';

export function publicRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/home-contact',
    {
      config: {
        action: 'public.contact',
        rateLimit: { max: 20, timeWindow: '10 minutes' },
        // a visitor's key is theirs by address (docs/api.md "Idempotency-Key")
        idempotent: 'address',
      },
      schema: { body: ZContactRequest },
    },
    async (request, reply) => {
      await sendContactMessage(ctx, request.body);
      return reply.status(201).send({ message: 'Your message has been sent successfully!' });
    },
  );

  callRoute.get(
    app,
    '/api/contact-messages',
    { action: 'contact.inbox', query: ZContactListQuery },
    (user, { query }) => contactInbox(ctx, user, query),
  );

  // not in the requirements' call list: the inbox lists a preview, this answers one message whole
  callRoute.get(
    app,
    '/api/contact-messages/:id',
    { action: 'contact.inbox', params: ZContactMessageParams },
    async (user, { params }) => ({ data: await contactMessageWhole(ctx, user, params) }),
  );

  app.get('/api/legal-docs', { config: { action: 'public.legal_documents' } }, async () => ({
    data: legalDocuments(ctx),
  }));

  app.get(
    '/api/legal-doc/:year',
    {
      config: { action: 'public.legal_documents' },
      schema: { params: ZLegalDocParams },
    },
    async (request, reply) => {
      const body = await legalDocument(ctx, request.params);
      const fileName = `audited-financial-results-${request.params.year}.pdf`;
      // `no-store`, as every /api answer without a policy of its own (app.ts)
      const options = { disposition: 'inline', cache: 'no-store' } as const;
      return sendFile(reply, { body, contentType: 'application/pdf', fileName }, options);
    },
  );
}
