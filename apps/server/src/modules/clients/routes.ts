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
  app.get(
    '/api/get_all_email',
    { config: { action: 'client.emails' }, schema: { querystring: ZPageQuery } },
    async (request) => clientEmails(ctx, actor(request), request.query),
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
  app.get(
    '/api/client-picks',
    { config: { action: 'client.pick' }, schema: { querystring: ZClientPickQuery } },
    async (request) => listClientPicks(ctx, actor(request), request.query),
  );

  app.post(
    '/api/edit-client',
    { config: { action: 'client.edit' }, schema: { body: ZEditClientRequest } },
    async (request) => ({ data: await editClient(ctx, actor(request), request.body) }),
  );

  // issue 30 item 7: finance switches overdue reminders per client (docs/api.md "Clients")
  app.patch(
    '/api/clients/:id/reminders',
    {
      config: { action: 'client.reminders' },
      schema: { params: ZClientIdParams, body: ZClientRemindersRequest },
    },
    async (request) => ({
      data: await setClientReminders(ctx, actor(request), request.params.id, request.body),
    }),
  );

  // Not in the spec's call list: /client's "change password" (docs/api.md)
  app.post(
    '/api/reset-client-password',
    { config: { action: 'client.reset_password' }, schema: { body: ZResetClientPasswordRequest } },
    async (request) => {
      await resetClientPassword(ctx, actor(request), request.body);
      return { message: 'Password updated' };
    },
  );

  app.get(
    '/api/get_all_client_data',
    { config: { action: 'client.page' }, schema: { querystring: ZClientPageQuery } },
    async (request) => clientPage(ctx, actor(request), request.query),
  );

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

  app.post(
    '/api/edit-note',
    { config: { action: 'note.edit' }, schema: { body: ZEditNoteRequest } },
    async (request) => ({ data: await editNote(ctx, actor(request), request.body) }),
  );

  app.post(
    '/api/close-note',
    { config: { action: 'note.close' }, schema: { body: ZCloseNoteRequest } },
    async (request) => ({ data: await closeNote(ctx, actor(request), request.body) }),
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

  app.post(
    '/api/edit-client-record',
    { config: { action: 'record.edit' }, schema: { body: ZEditRecordRequest } },
    async (request) => ({ data: await editRecord(ctx, actor(request), request.body) }),
  );

  app.post(
    '/api/send-email-list-html',
    { config: { action: 'mail.send_list', idempotent: 'user' }, schema: { body: ZSendMailRequest } },
    async (request) => ({ data: await sendMail(ctx, actor(request), request.body) }),
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
