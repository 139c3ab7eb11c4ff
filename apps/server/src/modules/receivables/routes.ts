import { ZClientIdParams, ZReceivablesQuery, ZStatementQuery } from '@aquadesk/shared/invoices.ts';
import { ZListExportQuery } from '@aquadesk/shared/list-exports.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { sendListFile } from '../../platform/list-export.ts';
import { exportReceivables } from './operations/export-receivables.ts';
import { clientStatement, listReceivables } from './operations/receivables.ts';

/** What clients owe (docs/requirements/002-gst.md §8, docs/api.md "Receivables"): a client's statement and the receivables. */
export function receivablesRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/clients/:id/statement',
    {
      config: { action: 'receivables.view' },
      schema: { params: ZClientIdParams, querystring: ZStatementQuery },
    },
    async (request) => clientStatement(ctx, request.params.id, request.query),
  );

  app.get(
    '/api/receivables',
    {
      config: { action: 'receivables.view' },
      schema: { querystring: ZReceivablesQuery.extend(ZListExportQuery.shape) },
    },
    // ?format=csv|xlsx: every client who owes that the search matches, as a file (docs/api.md "Lists")
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (!format) return listReceivables(ctx, query);
      return sendListFile(reply, await exportReceivables(ctx, query, format));
    },
  );
}
