import { ZBulkIdsQuery, ZBulkIdsRequest } from '@aquadesk/shared/bulk.ts';
import { todayInIndia } from '@aquadesk/shared/dates.ts';
import {
  type DocumentKind,
  type DocumentSendsResponse,
  documentFileName,
  ZDocumentIdParams,
  ZSendDocumentRequest,
} from '@aquadesk/shared/documents.ts';
import { ZClientIdParams, ZInvoicePdfQuery, ZStatementQuery } from '@aquadesk/shared/invoices.ts';
import {
  noteFileName,
  receiptFileName,
  ZNotePdfQuery,
  ZReceiptPdfQuery,
  ZStatementPdfQuery,
} from '@aquadesk/shared/ledger-documents.ts';
import type { Action } from '@aquadesk/shared/permissions.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../platform/auth-user.ts';
import { actor } from '../../platform/authorize.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/send-file.ts';
import { invoicePdfZip, sendMany } from './operations/bulk-invoices.ts';
import { contractPdf } from './operations/contract-pdf.ts';
import { sendContract } from './operations/contract-send.ts';
import { estimatePdf, estimateSends } from './operations/estimate-pdf.ts';
import { assertInvoicePdfAccess } from './operations/invoice-document.ts';
import { invoicePdf } from './operations/invoice-pdf.ts';
import { assertNoteAccess, assertReceiptAccess } from './operations/ledger-documents.ts';
import { notePdf } from './operations/note-pdf.ts';
import { proposalPdf, proposalSends } from './operations/proposal-pdf.ts';
import { receiptPdf } from './operations/receipt-pdf.ts';
import type { RenderedDocument } from './operations/rendered-document.ts';
import { invoiceSends, ledgerSends, sendDocument } from './operations/send-document.ts';
import {
  invoiceSource,
  noteSource,
  receiptSource,
  type SendSource,
  statementSource,
} from './operations/send-sources.ts';
import { statementPdf } from './operations/statement-pdf.ts';

/** The invoice PDF per address, as GET /get-invoice (docs/api.md "Documents"). */
export const INVOICE_PDFS_PER_MINUTE = 60;

/** What differs between the three documents' routes; the routes themselves are the same for each. */
interface DocumentRoutes {
  kind: DocumentKind;
  /** GET /api/{kind}-pdf/:id; `rateLimit` for a public one, `querystring` for its query (the invoice's key) */
  pdf: {
    action: Action;
    rateLimit?: { max: number; timeWindow: string };
    querystring?: typeof ZInvoicePdfQuery;
  };
  render: (request: FastifyRequest, id: number) => Promise<RenderedDocument>;
  /** POST /api/send-{kind} (rendered for the sender: 404 for a record they may not see) */
  send: { action: Action; source: (user: AuthUser, id: number) => Promise<SendSource> };
  /** GET /api/{kind}-sends/:id */
  sends: { action: Action; list: (request: FastifyRequest, id: number) => Promise<DocumentSendsResponse> };
}

/** The business documents as PDF and "Send to client" (issue 14, docs/api.md "Documents"). */
export function documentsRoutes(app: App, ctx: AppContext): void {
  const documents: DocumentRoutes[] = [
    // the job-card estimate, whoever may see the job card (others 404):
    // GET /api/estimate-pdf/:id, POST /api/send-estimate, GET /api/estimate-sends/:id
    {
      kind: 'estimate',
      pdf: { action: 'estimate.view' },
      render: (request, id) => estimatePdf(ctx, actor(request), id),
      send: { action: 'estimate.send', source: async (user, id) => plain(await estimatePdf(ctx, user, id)) },
      sends: { action: 'estimate.view', list: (request, id) => estimateSends(ctx, actor(request), id) },
    },
    // the invoice, with its key (?key=) or to staff who may list invoices, rate-limited like GET /get-invoice;
    // sent by those who may send invoices: GET /api/invoice-pdf/:id, POST /api/send-invoice,
    // GET /api/invoice-sends/:id
    {
      kind: 'invoice',
      pdf: {
        action: 'invoice.public_view',
        rateLimit: { max: INVOICE_PDFS_PER_MINUTE, timeWindow: '1 minute' },
        querystring: ZInvoicePdfQuery,
      },
      render: async (request, id) => {
        const query = ZInvoicePdfQuery.parse(request.query);
        await assertInvoicePdfAccess(ctx, request.user, id, query.key);
        return invoicePdf(ctx, id, query.copy ?? 'original');
      },
      send: { action: 'invoice.send', source: (_user, id) => invoiceSource(ctx, id) },
      sends: { action: 'invoice.send', list: (_request, id) => invoiceSends(ctx, id) },
    },
    // the proposal, whoever may see it (a reseller only their own; others 404):
    // GET /api/proposal-pdf/:id, POST /api/send-proposal, GET /api/proposal-sends/:id
    {
      kind: 'proposal',
      pdf: { action: 'proposal.view' },
      render: (request, id) => proposalPdf(ctx, actor(request), id),
      send: { action: 'proposal.send', source: async (user, id) => plain(await proposalPdf(ctx, user, id)) },
      sends: { action: 'proposal.view', list: (request, id) => proposalSends(ctx, actor(request), id) },
    },
  ];

  for (const { kind, pdf, render, send, sends } of documents) {
    // streamed inline (browsers open it), saved under the document's name
    const { querystring, ...pdfConfig } = pdf;
    app.get(
      `/api/${kind}-pdf/:id`,
      { config: pdfConfig, schema: { params: ZDocumentIdParams, ...(querystring ? { querystring } : {}) } },
      async (request, reply) => {
        const doc = await render(request, request.params.id);
        return sendPdf(reply, doc.pdf, documentFileName(kind, request.params.id));
      },
    );

    app.post(
      `/api/send-${kind}`,
      { config: { action: send.action, idempotent: 'user' }, schema: { body: ZSendDocumentRequest } },
      async (request) => {
        const user = actor(request);
        const input = request.body;
        return { data: await sendDocument(ctx, user, kind, input, () => send.source(user, input.id)) };
      },
    );

    app.get(
      `/api/${kind}-sends/:id`,
      { config: { action: sends.action }, schema: { params: ZDocumentIdParams } },
      async (request) => sends.list(request, request.params.id),
    );
  }

  bulkInvoiceRoutes(app, ctx);
  ledgerDocumentRoutes(app, ctx);
  contractDocumentRoutes(app, ctx);
}

/**
 * A service contract as PDF, to those who may view contracts, and mailed to the client by those who
 * manage them (issue 43 item 2, docs/api.md "Contracts"); its sends are lines of its history.
 */
function contractDocumentRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/contract-pdf/:id',
    { config: { action: 'contract.view' }, schema: { params: ZDocumentIdParams } },
    async (request, reply) => {
      const doc = await contractPdf(ctx, request.params.id);
      return sendPdf(reply, doc.pdf, doc.fileName);
    },
  );
  callRoute.post(
    app,
    '/api/send-contract',
    { action: 'contract.manage', body: ZSendDocumentRequest, idempotent: 'user' },
    async (user, { body }) => ({ data: await sendContract(ctx, user, body) }),
  );
}

/** ZIPs of PDFs per address a minute: each is up to BULK_MAX renders. */
export const INVOICE_ZIPS_PER_MINUTE = 6;

/**
 * The invoices ticked on the list (issue 41 item 13, docs/api.md "Many at once"): mailed each to its client by
 * those who may send invoices, or their PDFs as one ZIP for staff who may list invoices (each invoice's PDF is
 * theirs to read whole).
 */
function bulkInvoiceRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/invoices/bulk/send',
    { config: { action: 'invoice.send', idempotent: 'user' }, schema: { body: ZBulkIdsRequest } },
    async (request) =>
      sendMany(ctx, actor(request), request.body.ids, (invoiceId, error) =>
        request.log.error({ invoiceId, err: error }, 'bulk send failed'),
      ),
  );

  app.get(
    '/api/invoices/bulk/pdfs',
    {
      config: { action: 'invoice.list', rateLimit: { max: INVOICE_ZIPS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { querystring: ZBulkIdsQuery },
    },
    async (request, reply) => {
      const { zip, count, skipped } = await invoicePdfZip(ctx, request.query.ids);
      reply.header('x-invoice-count', String(count)).header('x-skipped-ids', skipped.join(','));
      return sendFile(reply, {
        body: zip,
        contentType: 'application/zip',
        fileName: `invoices-${todayInIndia()}.zip`,
      });
    },
  );
}

/** A document whose mail carries nothing but its PDF (and its link, if any). */
const plain = (rendered: RenderedDocument): SendSource => ({
  rendered,
  invoiceId: null,
  facts: [],
  cancelled: false,
});

/** A PDF streamed inline (browsers open it), saved under its name. */
const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string) =>
  sendFile(reply, { body: pdf, contentType: 'application/pdf', fileName }, { disposition: 'inline' });

/**
 * What an invoice owes, as PDF (issue 30 items 6 and 7, docs/api.md "Documents"): a payment's receipt and a
 * credit or debit note, with their invoice's key or to staff who may list invoices, rate-limited as the
 * invoice PDF; a client's statement to those who may see receivables.
 */
function ledgerDocumentRoutes(app: App, ctx: AppContext): void {
  const rateLimit = { max: INVOICE_PDFS_PER_MINUTE, timeWindow: '1 minute' };
  app.get(
    '/api/receipt-pdf/:id',
    {
      config: { action: 'invoice.public_view', rateLimit },
      schema: { params: ZDocumentIdParams, querystring: ZReceiptPdfQuery },
    },
    async (request, reply) => {
      const { id } = request.params;
      await assertReceiptAccess(ctx, request.user, id, request.query.key);
      return sendPdf(reply, (await receiptPdf(ctx, id)).pdf, receiptFileName(id));
    },
  );

  app.get(
    '/api/note-pdf/:id',
    {
      config: { action: 'invoice.public_view', rateLimit },
      schema: { params: ZDocumentIdParams, querystring: ZNotePdfQuery },
    },
    async (request, reply) => {
      const { id } = request.params;
      await assertNoteAccess(ctx, request.user, id, request.query.key);
      const doc = await notePdf(ctx, id, request.query.copy ?? 'original');
      return sendPdf(reply, doc.pdf, noteFileName(doc.kind, id));
    },
  );

  app.get(
    '/api/statement-pdf/:id',
    {
      config: { action: 'receivables.view' },
      schema: { params: ZClientIdParams, querystring: ZStatementPdfQuery },
    },
    async (request, reply) => {
      const doc = await statementPdf(ctx, request.params.id, request.query);
      return sendPdf(reply, doc.pdf, doc.fileName);
    },
  );

  ledgerSendRoutes(app, ctx);
}

/**
 * "Send to client" of a credit or debit note, a receipt and a statement (issue 41 item 4, docs/api.md
 * "Documents"): those who may send invoices (the billers, who see receivables too), as the invoice's send;
 * a note's or receipt's send is a line of its invoice's history, each kind's sends are listed by
 * GET /api/{kind}-sends/:id. A statement's `id` is its client's, its period in the query as its PDF's.
 */
function ledgerSendRoutes(app: App, ctx: AppContext): void {
  const kinds = [
    { kind: 'note', source: (id: number) => noteSource(ctx, id) },
    { kind: 'receipt', source: (id: number) => receiptSource(ctx, id) },
  ] as const;
  for (const { kind, source } of kinds) {
    app.post(
      `/api/send-${kind}`,
      { config: { action: 'invoice.send', idempotent: 'user' }, schema: { body: ZSendDocumentRequest } },
      async (request) => ({
        data: await sendDocument(ctx, actor(request), kind, request.body, () => source(request.body.id)),
      }),
    );
  }
  callRoute.post(
    app,
    '/api/send-statement',
    { action: 'invoice.send', body: ZSendDocumentRequest, query: ZStatementQuery, idempotent: 'user' },
    async (user, { query, body }) => ({
      data: await sendDocument(ctx, user, 'statement', body, () => statementSource(ctx, body.id, query)),
    }),
  );
  for (const kind of ['note', 'receipt', 'statement'] as const) {
    app.get(
      `/api/${kind}-sends/:id`,
      { config: { action: 'invoice.send' }, schema: { params: ZDocumentIdParams } },
      async (request) => ledgerSends(ctx, kind, request.params.id),
    );
  }
}
