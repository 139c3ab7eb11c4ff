import { REGISTER_KINDS, ZRegisterQuery } from '@aquadesk/shared/registers.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/send-file.ts';
import { exportRegister, registerPage } from './operations/registers.ts';

/**
 * The GST registers of a period (docs/api.md "Registers", docs/requirements/002-gst.md §10): a page with the
 * period's totals, or with ?format=csv|xlsx every row of the period as a file.
 */
export function registersRoutes(app: App, ctx: AppContext): void {
  for (const kind of REGISTER_KINDS) {
    app.get(
      `/api/registers/${kind}`,
      { config: { action: 'registers.view' }, schema: { querystring: ZRegisterQuery } },
      async (request, reply) => {
        const { format } = request.query;
        if (!format) return registerPage(ctx, kind, request.query);
        return sendFile(reply, await exportRegister(ctx, kind, request.query, format));
      },
    );
  }
}
