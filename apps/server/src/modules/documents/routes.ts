import {
  type DocumentKind,
  documentFileName,
  ZDocumentIdParams,
  ZSendDocumentRequest,
} from '@aquadesk/shared/documents.ts';
import type { FastifyReply } from 'fastify';
import { actor } from '../../platform/authorize.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { estimatePdf, estimateSends, type RenderedDocument } from './operations/estimate-pdf.ts';
import { invoicePdf } from './operations/invoice-pdf.ts';
import { proposalPdf, proposalSends } from './operations/proposal-pdf.ts';
import { invoiceSends, sendDocument } from './operations/send-document.ts';

/** The public invoice PDF per address, as GET /get-invoice (docs/api.md "Public"). */
export const INVOICE_PDFS_PER_MINUTE = 60;

/** Streams a rendered PDF, opened inline by browsers, saved under the document's name. */
function sendPdf(reply: FastifyReply, kind: DocumentKind, id: number, doc: RenderedDocument) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${documentFileName(kind, id)}"`)
    .header('cache-control', 'private, no-store')
    .send(doc.pdf);
}

/** The business documents as PDF and "Send to client" (issue 14, docs/api.md "Documents"). */
export function documentsRoutes(app: App, ctx: AppContext): void {
  // the job-card estimate: whoever may see the job card (others 404)
  app.get(
    '/api/estimate-pdf/:id',
    { config: { action: 'estimate.view' }, schema: { params: ZDocumentIdParams } },
    async (request, reply) =>
      sendPdf(
        reply,
        'estimate',
        request.params.id,
        await estimatePdf(ctx, actor(request), request.params.id),
      ),
  );

  app.post(
    '/api/send-estimate',
    { config: { action: 'estimate.send' }, schema: { body: ZSendDocumentRequest } },
    async (request) => {
      const user = actor(request);
      const input = request.body;
      return {
        data: await sendDocument(ctx, user, 'estimate', input, () => estimatePdf(ctx, user, input.id)),
      };
    },
  );

  app.get(
    '/api/estimate-sends/:id',
    { config: { action: 'estimate.view' }, schema: { params: ZDocumentIdParams } },
    async (request) => estimateSends(ctx, actor(request), request.params.id),
  );

  // the invoice: public like GET /get-invoice, rate-limited the same way
  app.get(
    '/api/invoice-pdf/:id',
    {
      config: {
        action: 'invoice.public_view',
        rateLimit: { max: INVOICE_PDFS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: { params: ZDocumentIdParams },
    },
    async (request, reply) =>
      sendPdf(reply, 'invoice', request.params.id, await invoicePdf(ctx, request.params.id)),
  );

  app.post(
    '/api/send-invoice',
    { config: { action: 'invoice.send' }, schema: { body: ZSendDocumentRequest } },
    async (request) => {
      const input = request.body;
      return {
        data: await sendDocument(ctx, actor(request), 'invoice', input, () => invoicePdf(ctx, input.id)),
      };
    },
  );

  app.get(
    '/api/invoice-sends/:id',
    { config: { action: 'invoice.send' }, schema: { params: ZDocumentIdParams } },
    async (request) => invoiceSends(ctx, request.params.id),
  );

  // the proposal: whoever may see it (a reseller only their own; others 404)
  app.get(
    '/api/proposal-pdf/:id',
    { config: { action: 'proposal.view' }, schema: { params: ZDocumentIdParams } },
    async (request, reply) =>
      sendPdf(
        reply,
        'proposal',
        request.params.id,
        await proposalPdf(ctx, actor(request), request.params.id),
      ),
  );

  app.post(
    '/api/send-proposal',
    { config: { action: 'proposal.send' }, schema: { body: ZSendDocumentRequest } },
    async (request) => {
      const user = actor(request);
      const input = request.body;
      return {
        data: await sendDocument(ctx, user, 'proposal', input, () => proposalPdf(ctx, user, input.id)),
      };
    },
  );

  app.get(
    '/api/proposal-sends/:id',
    { config: { action: 'proposal.view' }, schema: { params: ZDocumentIdParams } },
    async (request) => proposalSends(ctx, actor(request), request.params.id),
  );
}
