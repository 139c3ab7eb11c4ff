import { ZGstr1ExportQuery, ZGstr1Query } from '@aquadesk/shared/gstr1.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/send-file.ts';
import { exportGstr1, gstr1Summary } from './operations/gstr1.ts';

/**
 * GSTR-1 of a month or a quarter from the books (docs/api.md "GSTR-1", docs/requirements/004-gstr1.md): the
 * sections and the reconciliation with the registers, or the portal's offline JSON or a workbook.
 */
export function gstr1Routes(app: App, ctx: AppContext): void {
  app.get(
    '/api/gstr1',
    { config: { action: 'gstr1.view' }, schema: { querystring: ZGstr1Query } },
    async (request) => gstr1Summary(ctx, request.query),
  );

  app.get(
    '/api/gstr1/export',
    { config: { action: 'gstr1.export' }, schema: { querystring: ZGstr1ExportQuery } },
    async (request, reply) => sendFile(reply, await exportGstr1(ctx, request.query)),
  );
}
