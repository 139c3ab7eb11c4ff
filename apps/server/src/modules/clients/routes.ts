import {
  CLIENT_MESSAGES,
  ZClientIdParams,
  ZClientListQuery,
  ZClientPageQuery,
  ZClientPickQuery,
  ZClientRemindersRequest,
  ZCloseNoteRequest,
  ZCreateNoteRequest,
  ZCreateRecordFields,
  ZEditClientRequest,
  ZEditNoteRequest,
  ZEditRecordRequest,
  ZResetClientPasswordRequest,
  ZSendMailRequest,
} from '@aquadesk/shared/clients.ts';
import { ZPageQuery } from '@aquadesk/shared/paging.ts';
import { z } from 'zod';
import { actor } from '../../platform/authorize.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { createRoute } from '../../platform/create-route.ts';
import { listRoute } from '../../platform/list-export.ts';
import { sendFile } from '../../platform/send-file.ts';
import { ONE_IMAGE, parseMultipart } from '../../platform/uploads.ts';
import { clientPage } from './operations/client-page.ts';
import { listClientPicks } from './operations/client-picks.ts';
import { closeNote } from './operations/close-note.ts';
import { createNote } from './operations/create-note.ts';
import { createRecord } from './operations/create-record.ts';
import { editClient } from './operations/edit-client.ts';
import { editNote } from './operations/edit-note.ts';
import { editRecord } from './operations/edit-record.ts';
import { exportClients } from './operations/export-clients.ts';
import { clientEmails, listClients } from './operations/list-clients.ts';
import { recordImage } from './operations/record-image.ts';
import { resetClientPassword } from './operations/reset-client-password.ts';
import { sendMail } from './operations/send-mail.ts';
import { setClientReminders } from './operations/set-reminders.ts';
import { checkNoteFields } from './operations/visibility.ts';

export function clientsRoutes(app: App, ctx: AppContext): void {
  callRoute.get(
    app,
    '/api/get_all_email',
    { action: 'client.emails', query: ZPageQuery },
    (user, { query }) => clientEmails(ctx, user, query),
  );

  // ?format=csv|xlsx: every client the caller may see and the filters match, as a file (docs/api.md "Lists")
  listRoute(
    app,
    '/api/get_client_data',
    { action: 'client.list', query: ZClientListQuery },
    (user, query) => listClients(ctx, user, query),
    (user, query, format) => exportClients(ctx, user, query, format),
  );

  // Not in the spec's call list: the proposal form's client picker (docs/api.md "Clients")
  callRoute.get(
    app,
    '/api/client-picks',
    { action: 'client.pick', query: ZClientPickQuery },
    (user, { query }) => listClientPicks(ctx, user, query),
  );

  callRoute.post(
    app,
    '/api/edit-client',
    { action: 'client.edit', body: ZEditClientRequest },
    async (user, { body }) => ({ data: await editClient(ctx, user, body) }),
  );

  // issue 30 item 7: finance switches overdue reminders per client (docs/api.md "Clients")
  callRoute.patch(
    app,
    '/api/clients/:id/reminders',
    { action: 'client.reminders', params: ZClientIdParams, body: ZClientRemindersRequest },
    async (user, { params, body }) => ({ data: await setClientReminders(ctx, user, params.id, body) }),
  );

  // Not in the spec's call list: /client's "change password" (docs/api.md)
  callRoute.post(
    app,
    '/api/reset-client-password',
    { action: 'client.reset_password', body: ZResetClientPasswordRequest },
    async (user, { body }) => {
      await resetClientPassword(ctx, user, body);
      return { message: 'Password updated' };
    },
  );

  callRoute.get(
    app,
    '/api/get_all_client_data',
    { action: 'client.page', query: ZClientPageQuery },
    (user, { query }) => clientPage(ctx, user, query),
  );

  noteRoutes(app, ctx);
}

/** A client's notes and records, and the mail sent to a list of clients. */
function noteRoutes(app: App, ctx: AppContext): void {
  createRoute(
    app,
    '/api/create-note',
    {
      action: 'note.create',
      body: ZCreateNoteRequest,
      // the checks beyond the schema, named with its failures (docs/api.md "Validation errors")
      fieldChecks: (_request, fields) => checkNoteFields(ctx, fields),
    },
    (user, body) => createNote(ctx, user, body),
  );

  callRoute.post(
    app,
    '/api/edit-note',
    { action: 'note.edit', body: ZEditNoteRequest },
    async (user, { body }) => ({ data: await editNote(ctx, user, body) }),
  );

  callRoute.post(
    app,
    '/api/close-note',
    { action: 'note.close', body: ZCloseNoteRequest },
    async (user, { body }) => ({ data: await closeNote(ctx, user, body) }),
  );

  app.post(
    '/api/add-client-record',
    { config: { action: 'record.create', idempotent: 'user' } },
    async (request, reply) => {
      const { fields, images } = await parseMultipart(request, ctx.config, {
        fields: ZCreateRecordFields,
        images: { image: { required: CLIENT_MESSAGES.imageRequired } },
        bounds: ONE_IMAGE,
        fieldChecks: (fields) => checkNoteFields(ctx, fields),
      });
      const record = await createRecord(ctx, actor(request), { fields, image: images.image });
      return reply.status(201).send({ data: record });
    },
  );

  callRoute.post(
    app,
    '/api/edit-client-record',
    { action: 'record.edit', body: ZEditRecordRequest },
    async (user, { body }) => ({ data: await editRecord(ctx, user, body) }),
  );

  callRoute.post(
    app,
    '/api/send-email-list-html',
    { action: 'mail.send_list', body: ZSendMailRequest, idempotent: 'user' },
    async (user, { body }) => ({ data: await sendMail(ctx, user, body) }),
  );

  // Record images, served only through a route (docs/api.md "Uploads"); staff, like /addworks/{file}
  app.get(
    '/api/record/:file',
    { config: { action: 'image.addworks' }, schema: { params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const { data: body, contentType } = await recordImage(ctx, actor(request), request.params);
      return sendFile(reply, { body, contentType }, { cache: 'private, max-age=86400' });
    },
  );
}
