import { clientManagersAnd, clientPageAnd, emailWatchers } from '@aquadesk/shared/audiences.ts';
import {
  CLIENT_MESSAGES,
  type ClientRow,
  NOTE_EDIT_WINDOW_MS,
  RECORD_EDIT_WINDOW_MS,
  type ZCreateNoteRequest,
  type ZCreateRecordFields,
  type ZEditClientRequest,
  type ZEditNoteRequest,
  type ZEditRecordRequest,
  type ZResetClientPasswordRequest,
  type ZSendMailRequest,
} from '@aquadesk/shared/clients.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { hasAnyRole, isResellerOnly } from '@aquadesk/shared/permissions.ts';
import { CLIENT_USER_TYPE } from '@aquadesk/shared/roles.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth-user.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';
import { escapeHtml } from '../../platform/mail.ts';
import { hashPassword } from '../../platform/passwords.ts';
import * as accounts from '../accounts/repository.ts';
import { changePassword } from '../accounts/service.ts';
import * as siteRepo from '../sites/repository.ts';
import { isReseller } from '../sites/service.ts';
import * as repo from './repository.ts';

export interface NewClientInput {
  name: string;
  email: string;
  password: string;
  phone_number: string;
  organization: string;
  file_id?: string | undefined;
}

/**
 * API.md: a client added by a reseller (without admin rights) waits for an admin; an admin's edit
 * processes it; anyone else's edit keeps the flag (`current`). Sign-up (no caller) is processed at once.
 */
export function processedByAdmin(by: AuthUser | null, current?: boolean): boolean {
  if (by && hasAnyRole(by, ['admin'])) return true;
  if (current !== undefined) return current;
  return !by || !isResellerOnly(by);
}

/** A client as the client list shows it (spec 001 §3 "Client user"). */
export function clientPayload(u: accounts.UserRow): ClientRow {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone_number: u.phoneNumber,
    organization: u.organization,
    processed_by_admin: u.processedByAdmin,
  };
}

/**
 * Creates a client account (spec 000 §5 sign-up with `by` null, spec 001 §5 add client). By a reseller
 * the client waits for an admin (processed_by_admin false).
 */
export async function createClient(
  ctx: AppContext,
  by: AuthUser | null,
  input: NewClientInput,
): Promise<accounts.UserRow> {
  const created = await ctx.db.transaction(async (tx) => {
    if (await accounts.emailTaken(tx, input.email)) throw conflict(MESSAGES.emailInUse, 'email');
    if (await accounts.clientOrganizationTaken(tx, input.organization)) {
      throw conflict('Organization already has an account', 'organization');
    }
    return accounts.insertUser(tx, {
      name: input.name.toUpperCase(), // spec 001 §5: client names are upper-cased
      email: input.email.toLowerCase(),
      passwordHash: await hashPassword(input.password),
      phoneNumber: input.phone_number,
      organization: input.organization,
      fileId: input.file_id || 'N.A',
      userType: CLIENT_USER_TYPE,
      permissions: [],
      processedByAdmin: processedByAdmin(by),
      createdBy: by?.id ?? null,
    });
  });
  ctx.realtime.emit(EVENTS.client, clientPayload(created), clientManagersAnd(created.createdBy));
  // spec 000 §4: the site form's organization list gains the new client (add_org)
  ctx.realtime.emit(
    EVENTS.addOrg,
    { id: created.id, organization: created.organization, name: created.name, email: created.email },
    clientManagersAnd(created.createdBy),
  );
  ctx.realtime.emit(EVENTS.updateEmail, { email: created.email }, emailWatchers());
  return created;
}

export function createClientsService(ctx: AppContext) {
  const { db } = ctx;

  /** A client the caller may see: a reseller only their own (else 404, API.md). */
  async function visibleClient(id: number, user: AuthUser) {
    const client = await accounts.clientById(db, id);
    if (!client || (isReseller(user) && client.created_by !== user.id)) throw notFound('Client');
    return client;
  }

  async function list(user: AuthUser) {
    const [email_list, data] = await Promise.all([
      accounts.allEmails(db),
      accounts.listClients(db, isReseller(user) ? { createdBy: user.id } : {}),
    ]);
    return { email_list, data };
  }

  async function emails() {
    return { email_list: await accounts.allEmails(db) };
  }

  async function edit(input: z.output<typeof ZEditClientRequest>, user: AuthUser): Promise<ClientRow> {
    const client = await visibleClient(input.user_id, user);
    if (await accounts.clientOrganizationTaken(db, input.organization, client.id)) {
      throw conflict(CLIENT_MESSAGES.organizationTaken, 'organization');
    }
    await accounts.updateUser(
      db,
      client.id,
      {
        name: input.name,
        phoneNumber: input.phone_number,
        organization: input.organization,
        processedByAdmin: processedByAdmin(user, client.processed_by_admin),
      },
      'client',
    );
    const updated = (await accounts.clientById(db, client.id))!;
    const { created_by, ...row } = updated;
    ctx.realtime.emit(EVENTS.updateClient, row, clientManagersAnd(created_by));
    return row;
  }

  async function resetPassword(input: z.output<typeof ZResetClientPasswordRequest>): Promise<void> {
    const client = await accounts.clientById(db, input.user_id);
    if (!client) throw notFound('Client');
    await changePassword(ctx, client.id, input.password);
  }

  async function page(id: number) {
    const client = await accounts.clientById(db, id);
    if (!client) throw notFound('Client');
    const { created_by: _createdBy, ...row } = client;
    const [record_list, note_response, site_data, employee_list] = await Promise.all([
      repo.listRecords(db, id),
      repo.listNotes(db, id),
      siteRepo.listClientSites(db, id),
      accounts.listStaff(db),
    ]);
    // assessments: the client's estimates, filled in by the estimates area (a later issue)
    return { client: row, record_list, note_response, site_data, employee_list, assessments: [] };
  }

  /** The site must be one of the client's (spec 001 §5: a valid site). */
  async function siteOfClient(siteId: number, clientId: number) {
    const site = await siteRepo.findSite(db, siteId);
    if (!site || site.clientId !== clientId) throw fieldError('site_id', CLIENT_MESSAGES.selectSite);
    return site;
  }

  async function createNote(input: z.output<typeof ZCreateNoteRequest>, user: AuthUser) {
    const client = await visibleClient(input.client_id, user);
    await siteOfClient(input.site_id, client.id);
    const id = await repo.insertNote(db, {
      clientId: client.id,
      siteId: input.site_id,
      authorId: user.id,
      heading: input.heading,
      description: input.description,
    });
    const note = (await repo.noteById(db, id))!;
    ctx.realtime.emit(EVENTS.addNote, note, clientPageAnd(user.id));
    return note;
  }

  async function editNote(input: z.output<typeof ZEditNoteRequest>, user: AuthUser, now = new Date()) {
    const note = await repo.noteById(db, input.note_id);
    if (!note) throw notFound('Note');
    await visibleClient(note.client_id, user);
    // spec 001 §5: only the author, while open, within 2 days
    if (note.author_id !== user.id) throw forbidden(CLIENT_MESSAGES.notAuthor);
    if (note.is_closed) throw conflict(CLIENT_MESSAGES.noteClosed);
    if (now.getTime() - new Date(note.generated_at).getTime() > NOTE_EDIT_WINDOW_MS) {
      throw conflict(CLIENT_MESSAGES.noteWindow);
    }
    await repo.updateNote(db, note.id, {
      heading: input.heading,
      description: input.description,
      updatedAt: now,
    });
    const updated = (await repo.noteById(db, note.id))!;
    ctx.realtime.emit(EVENTS.editNote, updated, clientPageAnd(updated.author_id));
    return updated;
  }

  /** spec 001 §4: closing moves a note to the archive (admin). */
  async function closeNote(noteId: number, user: AuthUser) {
    const note = await repo.noteById(db, noteId);
    if (!note) throw notFound('Note');
    if (!(await repo.closeNote(db, note.id, user.id))) throw conflict(CLIENT_MESSAGES.noteClosed);
    const closed = (await repo.noteById(db, note.id))!;
    ctx.realtime.emit(EVENTS.removeNote, closed, clientPageAnd(closed.author_id));
    return closed;
  }

  async function createRecord(
    fields: z.output<typeof ZCreateRecordFields>,
    image: Buffer | undefined,
    user: AuthUser,
  ) {
    const client = await visibleClient(fields.client_id, user);
    await siteOfClient(fields.site_id, client.id);
    if (!image) throw fieldError('image', CLIENT_MESSAGES.imageRequired);
    const stored = await ctx.storage.saveImage('record', image);
    const id = await repo.insertRecord(db, {
      clientId: client.id,
      siteId: fields.site_id,
      authorId: user.id,
      heading: fields.heading,
      description: fields.description,
      image: stored,
    });
    const record = (await repo.recordById(db, id))!;
    ctx.realtime.emit(EVENTS.updateWorkRecord, record, clientPageAnd(user.id));
    return record;
  }

  async function editRecord(input: z.output<typeof ZEditRecordRequest>, user: AuthUser, now = new Date()) {
    const record = await repo.recordById(db, input.id);
    if (!record) throw notFound('Record');
    await visibleClient(record.client_id, user);
    // spec 001 §5: record edit within 7 days (by its author, as for notes)
    if (record.author_id !== user.id) throw forbidden(CLIENT_MESSAGES.notAuthor);
    if (now.getTime() - new Date(record.generated_at).getTime() > RECORD_EDIT_WINDOW_MS) {
      throw conflict(CLIENT_MESSAGES.recordWindow);
    }
    await repo.updateRecord(db, record.id, {
      description: input.description,
      ...(input.heading ? { heading: input.heading } : {}),
      updatedAt: now,
    });
    const updated = (await repo.recordById(db, record.id))!;
    ctx.realtime.emit(EVENTS.editWorkRecord, updated, clientPageAnd(updated.author_id));
    return updated;
  }

  /** Mails a note to chosen recipients (users of the product only: no open relay). HTML escaped. */
  async function sendMail(input: z.output<typeof ZSendMailRequest>, user: AuthUser) {
    const wanted = [...new Set(input.emailList.map((e) => e.toLowerCase()))];
    const known = new Set(await accounts.existingEmails(db, wanted));
    const unknown = wanted.filter((e) => !known.has(e));
    if (unknown.length > 0) {
      throw badRequest(CLIENT_MESSAGES.unknownRecipient, { emailList: CLIENT_MESSAGES.unknownRecipient });
    }
    const html = `<h2>${escapeHtml(input.heading)}</h2><p>${escapeHtml(input.description).replaceAll('\n', '<br>')}</p><p>${escapeHtml(`Sent by ${user.name} (${user.email}) from ${ctx.config.brand}`)}</p>`;
    const text = `${input.heading}\n\n${input.description}\n\nSent by ${user.name} (${user.email}) from ${ctx.config.brand}`;
    try {
      for (const to of wanted)
        await ctx.mailer.send({ to, subject: input.heading, text, html, replyTo: user.email });
    } catch {
      throw new AppError(502, 'The mail could not be sent. Please try again later.');
    }
    return { sent: wanted.length };
  }

  return {
    list,
    emails,
    edit,
    resetPassword,
    page,
    createNote,
    editNote,
    closeNote,
    createRecord,
    editRecord,
    sendMail,
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
