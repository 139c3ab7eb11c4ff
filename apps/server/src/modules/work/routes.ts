import { issuesToErrors } from '@aquadesk/shared/validation.ts';
import {
  FINISH_IMAGES_MAX,
  workListToWire,
  ZAddMaintenanceRequest,
  ZAddNewWorkRequest,
  ZFinishWorkFields,
  ZForwardWorkRequest,
  ZReviewWorkRequest,
  ZStartWorkFields,
  ZWorkCommentFields,
  ZWorkListQuery,
  ZWorkPickersQuery,
  ZWorkReportRequest,
} from '@aquadesk/shared/work.ts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actor } from '../../platform/authorize.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { createRoute } from '../../platform/create-route.ts';
import { badRequest } from '../../platform/errors.ts';
import { listRoute } from '../../platform/list-export.ts';
import { sendFile } from '../../platform/send-file.ts';
import { ONE_IMAGE, parseMultipart, readMultipart, validateMultipart } from '../../platform/uploads.ts';
import { addComment } from './operations/comments.ts';
import { exportWork } from './operations/export-work.ts';
import { workImage } from './operations/images.ts';
import { listWork, workPickers } from './operations/list-work.ts';
import { finishWork, forwardWork, reviewWork, startWork } from './operations/moves.ts';
import { addMaintenance, addNewWork, checkRegisterFields } from './operations/register.ts';
import { workReport } from './operations/report.ts';

export function workRoutes(app: App, ctx: AppContext): void {
  // the register checks beyond the schema, named with its failures (docs/api.md "Validation errors")
  const registerChecks = async (request: FastifyRequest, fields: Record<string, unknown>) =>
    (await checkRegisterFields(ctx, actor(request), fields)).errors;

  // ?format=csv|xlsx: the Assignments tab's tasks the filters match, as a file (docs/api.md "Lists")
  listRoute(
    app,
    '/api/get_all_works',
    { action: 'work.list', query: ZWorkListQuery },
    async (user, query) => workListToWire(await listWork(ctx, user, query)),
    (user, query, format) => exportWork(ctx, user, query, format),
  );

  callRoute.get(
    app,
    '/api/get_employee_and_sites_list',
    { action: 'work.list', query: ZWorkPickersQuery },
    (user, { query }) => workPickers(ctx, user, query),
  );

  createRoute(
    app,
    '/api/add-new-work',
    { action: 'work.create', body: ZAddNewWorkRequest, fieldChecks: registerChecks },
    (user, body) => addNewWork(ctx, user, body),
  );

  createRoute(
    app,
    '/api/add-maintenance',
    { action: 'work.create', body: ZAddMaintenanceRequest, fieldChecks: registerChecks },
    (user, body) => addMaintenance(ctx, user, body),
  );

  callRoute.post(
    app,
    '/api/forward-work',
    {
      action: 'work.forward',
      body: ZForwardWorkRequest,
      idempotent: 'user',
      fieldChecks: async (request, fields) =>
        (
          await checkRegisterFields(ctx, actor(request), {
            users_id: fields.users_id as number[] | undefined,
          })
        ).errors,
    },
    async (user, { body }) => ({ data: await forwardWork(ctx, user, body) }),
  );

  workMoveRoutes(app, ctx);
}

/** A task's moves that carry images or reports: start, finish, review, its report, comments and photos. */
function workMoveRoutes(app: App, ctx: AppContext): void {
  // docs/api.md "Start calls": JSON, or multipart when it carries an image
  app.post('/api/start-addwork', { config: { action: 'work.start' } }, async (request) => {
    if (request.isMultipart()) {
      const { fields, images } = await parseMultipart(request, ctx.config, {
        fields: ZStartWorkFields,
        images: { image: {} },
        bounds: ONE_IMAGE,
      });
      return { data: await startWork(ctx, actor(request), { fields, image: images.image }) };
    }
    const parsed = ZStartWorkFields.safeParse(request.body ?? {});
    if (!parsed.success) {
      const errors = issuesToErrors(parsed.error.issues);
      const messages = Object.values(errors);
      throw badRequest(messages.length > 1 ? 'Please correct the highlighted fields' : messages[0]!, errors);
    }
    return { data: await startWork(ctx, actor(request), { fields: parsed.data }) };
  });

  app.post('/api/finish-addwork', { config: { action: 'work.finish' } }, async (request) => {
    const body = await readMultipart(request, ctx.config, {
      maxFiles: FINISH_IMAGES_MAX,
      maxFieldBytes: 64 * 1024,
    });
    const { fields } = validateMultipart(body, { fields: ZFinishWorkFields, images: {} });
    const images = [...(body.files.images ?? []), ...(body.files.image ?? [])];
    return { data: await finishWork(ctx, actor(request), { fields, images }) };
  });

  callRoute.post(
    app,
    '/api/review-addwork',
    { action: 'work.review', body: ZReviewWorkRequest },
    async (user, { body }) => ({ data: await reviewWork(ctx, user, body) }),
  );

  callRoute.post(
    app,
    '/api/get-workreport-by-id',
    { action: 'work.report', body: ZWorkReportRequest },
    (user, { body }) => workReport(ctx, user, body),
  );

  app.post(
    '/api/work-comment',
    { config: { action: 'work.comment', idempotent: 'user' } },
    async (request, reply) => {
      const { fields, images } = await parseMultipart(request, ctx.config, {
        fields: ZWorkCommentFields,
        images: { image: {} },
        bounds: ONE_IMAGE,
      });
      return reply
        .status(201)
        .send({ data: await addComment(ctx, actor(request), { fields, image: images.image }) });
    },
  );

  // spec 001 §7 GET /addworks/{file}: a task's photos only to those who may see the task
  app.get(
    '/api/addworks/:file',
    { config: { action: 'image.addworks' }, schema: { params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const { data: body, contentType } = await workImage(ctx, actor(request), request.params);
      return sendFile(reply, { body, contentType }, { cache: 'private, max-age=86400' });
    },
  );
}
