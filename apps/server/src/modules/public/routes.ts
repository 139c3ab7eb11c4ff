import { ZContactRequest } from '@aquadesk/shared/contact.ts';
import { z } from 'zod';
import type { App, AppContext } from '../../platform/context.ts';
import { createPublicService } from './service.ts';

export function publicRoutes(app: App, ctx: AppContext): void {
  const site = createPublicService(ctx);

  app.post(
    '/api/home-contact',
    {
      config: { action: 'public.contact', rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: { body: ZContactRequest },
    },
    async (request, reply) => {
      await site.contact(request.body);
      return reply.status(201).send({ message: 'Your message has been sent successfully!' });
    },
  );

  app.get('/api/contact-messages', { config: { action: 'contact.inbox' } }, async () => ({
    data: await site.inbox(),
  }));

  app.get('/api/legal-docs', { config: { action: 'public.legal_documents' } }, async () => ({
    data: site.legalDocuments(),
  }));

  app.get(
    '/api/legal-doc/:year',
    {
      config: { action: 'public.legal_documents' },
      schema: { params: z.object({ year: z.coerce.number().int() }) },
    },
    async (request, reply) => {
      const pdf = await site.legalDocument(request.params.year);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="audited-financial-results-${request.params.year}.pdf"`,
        )
        .send(pdf);
    },
  );
}
