import { ZBulkIdsRequest } from '@aquadesk/shared/bulk.ts';
import {
  ZClientIdParams,
  ZInvoiceIdParams,
  ZReceivablesQuery,
  ZStatementQuery,
} from '@aquadesk/shared/invoices.ts';
import { actor } from '../../platform/authorize.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { listRoute } from '../../platform/list-export.ts';
import { exportReceivables } from './operations/export-receivables.ts';
import { clientStatement, listReceivables } from './operations/receivables.ts';
import { remindMany, remindNow } from './operations/reminders.ts';

/** What clients owe (docs/requirements/002-gst.md §8, docs/api.md "Receivables"): a client's statement and the receivables. */
export function receivablesRoutes(app: App, ctx: AppContext): void {
  reminderRoutes(app, ctx);
  app.get(
    '/api/clients/:id/statement',
    {
      config: { action: 'receivables.view' },
      schema: { params: ZClientIdParams, querystring: ZStatementQuery },
    },
    async (request) => clientStatement(ctx, request.params.id, request.query),
  );

  // ?format=csv|xlsx: every client who owes that the search matches, as a file (docs/api.md "Lists")
  listRoute(
    app,
    '/api/receivables',
    { action: 'receivables.view', query: ZReceivablesQuery },
    (_user, query) => listReceivables(ctx, query),
    (_user, query, format) => exportReceivables(ctx, query, format),
  );
}

/** Overdue reminders mailed now (docs/api.md "Overdue reminders"): one invoice, or those ticked on the list. */
function reminderRoutes(app: App, ctx: AppContext): void {
  // issue 30 item 7: an overdue reminder mailed now (docs/api.md "Overdue reminders"); a send, so it takes the key
  callRoute.post(
    app,
    '/api/invoices/:id/remind',
    { action: 'invoice.remind', params: ZInvoiceIdParams, idempotent: 'user' },
    (user, { params }) => remindNow(ctx, user, params.id),
  );

  // issue 41 item 13: "Send reminder" for the invoices ticked on the list, each as the single call decides it
  app.post(
    '/api/invoices/bulk/remind',
    { config: { action: 'invoice.remind', idempotent: 'user' }, schema: { body: ZBulkIdsRequest } },
    async (request) =>
      remindMany(ctx, actor(request), request.body.ids, (invoiceId, error) =>
        request.log.error({ invoiceId, err: error }, 'bulk reminder failed'),
      ),
  );
}
