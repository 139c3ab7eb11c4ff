import { ZEInvoiceCancelRequest, ZEInvoiceQueueQuery } from '@aquadesk/shared/e-invoice-status.ts';
import { ZInvoiceIdParams, ZInvoiceNoteIdParams } from '@aquadesk/shared/invoices.ts';
import { actor } from '../../platform/authorize.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/send-file.ts';
import { cancelAtIrp } from './operations/cancel.ts';
import { eInvoiceJsonFile, eInvoiceQueue, requestRegistration } from './operations/register.ts';

/**
 * E-invoices (docs/api.md "E-invoices", docs/requirements/003-e-invoice.md §11-§13): registration of an
 * invoice or a note, its JSON, cancellation at the IRP and finance's queue.
 */
export function eInvoicesRoutes(app: App, ctx: AppContext): void {
  for (const [path, kind, params] of [
    ['/api/invoices/:id/e-invoice', 'invoice', ZInvoiceIdParams],
    ['/api/invoice-notes/:id/e-invoice', 'note', ZInvoiceNoteIdParams],
  ] as const) {
    app.post(
      path,
      { config: { action: 'einvoice.register', idempotent: 'user' }, schema: { params } },
      async (request, reply) => {
        const { statusCode, body } = await requestRegistration(ctx, actor(request), {
          kind,
          id: request.params.id,
        });
        return reply.status(statusCode).send(body);
      },
    );
    app.get(
      `${path}/json`,
      { config: { action: 'einvoice.register' }, schema: { params } },
      async (request, reply) => {
        const file = await eInvoiceJsonFile(ctx, { kind, id: request.params.id });
        return sendFile(reply, { ...file, contentType: 'application/json; charset=utf-8' });
      },
    );
  }

  app.post(
    '/api/invoices/:id/e-invoice/cancel',
    {
      config: { action: 'einvoice.cancel' },
      schema: { params: ZInvoiceIdParams, body: ZEInvoiceCancelRequest },
    },
    async (request) => cancelAtIrp(ctx, actor(request), request.params.id, request.body),
  );

  app.get(
    '/api/e-invoices',
    { config: { action: 'einvoice.queue' }, schema: { querystring: ZEInvoiceQueueQuery } },
    async (request) => eInvoiceQueue(ctx, request.query),
  );
}
