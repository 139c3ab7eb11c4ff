import { IMPORT_ACTIONS, IMPORT_KINDS, IMPORT_LIMITS, IMPORT_MESSAGES } from '@aquadesk/shared/imports.ts';
import { actor } from '../../platform/authorize.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/send-file.ts';
import { XLSX_CONTENT_TYPE } from '../../platform/table-file.ts';
import { type MultipartBounds, readMultipart } from '../../platform/uploads.ts';
import { importTemplate, previewImport, runImport } from './operations/imports.ts';

/** One file part of at most 2 MB (docs/api.md "Imports"). */
const FILE_BOUNDS: MultipartBounds = {
  maxFiles: 1,
  maxFieldBytes: 1024,
  maxFileBytes: IMPORT_LIMITS.maxBytes,
};

/** issue 41 item 12: a route of each kind, each with its kind's action (permissions.ts). */
export function importsRoutes(app: App, ctx: AppContext): void {
  for (const kind of IMPORT_KINDS) {
    const action = IMPORT_ACTIONS[kind];
    const path = `/api/imports/${kind.replace('_', '-')}`;

    app.get(`${path}/template`, { config: { action } }, async (_request, reply) =>
      sendFile(reply, { ...(await importTemplate(ctx, kind)), contentType: XLSX_CONTENT_TYPE }),
    );

    app.post(`${path}/preview`, { config: { action } }, async (request) => {
      const body = await readMultipart(request, ctx.config, FILE_BOUNDS);
      return { data: await previewImport(ctx, actor(request), kind, body.files.file?.[0]) };
    });

    app.post(path, { config: { action, idempotent: 'user' } }, async (request, reply) => {
      const body = await readMultipart(request, ctx.config, FILE_BOUNDS);
      const outcome = await runImport(ctx, actor(request), kind, body.files.file?.[0]);
      if (!outcome.ok) {
        return reply.status(422).send({
          message: IMPORT_MESSAGES.notClean,
          errors: { file: IMPORT_MESSAGES.notClean },
          preview: outcome.preview,
        });
      }
      return reply.status(201).send({ data: outcome.result });
    });
  }
}
