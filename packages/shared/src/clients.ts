import { z } from 'zod';
import type { DirectoryEntry } from './employees.ts';
import type { ClientEstimateLink } from './estimates.ts';
import { MAIL_MESSAGES, MAILS_PER_HOUR } from './mail.ts';
import { type PageInfo, ZPageQuery, zSearch } from './paging.ts';
import type { SiteRow } from './sites.ts';
import {
  confirmationMatches,
  MESSAGES,
  newPasswordFields,
  upperCase,
  zEmail,
  zId,
  zIdOf,
  zLongText,
  zName,
  zOrganization,
  zPhone,
  zRequiredText,
} from './validation.ts';

/** spec 001 §5 / docs/api.md: one account per organization (the spec's misspelt message, corrected). */
export const CLIENT_MESSAGES = {
  organizationTaken: 'Organization already has an account',
  selectRecipient: 'Select at least one recipient',
  selectSite: 'Select a valid Site',
  imageRequired: 'An image is required',
  noteClosed: 'This note is closed',
  noteWindow: 'A note can be edited only within 2 days',
  recordWindow: 'A record can be edited only within 7 days',
  notAuthor: 'Only the author can edit this',
} as const;

// spec 001 §9: note edit window 2 days; record edit 7 days
export const NOTE_EDIT_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
export const RECORD_EDIT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** spec 001 §5: a client's name is upper-cased as typed; the organization is required. */
const zClientName = zName.transform(upperCase);

/** spec 001 §5 add client (the form; the call is POST /create-user). */
export const ZAddClientRequest = z
  .object({
    email: zEmail,
    name: zClientName,
    phone_number: zPhone,
    organization: zOrganization,
    ...newPasswordFields,
  })
  .refine(...confirmationMatches);
export type TAddClientRequest = z.input<typeof ZAddClientRequest>;

/** spec 001 §5 edit client: organization, name, phone required. */
export const ZEditClientRequest = z.object({
  user_id: zId,
  name: zClientName,
  phone_number: zPhone,
  organization: zOrganization,
});
export type TEditClientRequest = z.input<typeof ZEditClientRequest>;

/** Change a client's password (admin, client_management); the spec's password rule. */
export const ZResetClientPasswordRequest = z
  .object({
    user_id: zId,
    ...newPasswordFields,
  })
  .refine(...confirmationMatches);
export type TResetClientPasswordRequest = z.input<typeof ZResetClientPasswordRequest>;

export const ZClientPageQuery = z.object({ id: zId });

/** spec 001 §5: a note and a record both need a site, a heading and a description. */
const ZClientEntry = z.object({
  client_id: zId,
  site_id: zIdOf(CLIENT_MESSAGES.selectSite),
  heading: zRequiredText(MESSAGES.required, { label: 'Heading' }),
  description: zLongText(MESSAGES.required, { label: 'Description' }),
});

/** spec 001 §5 note: site, heading, description required. */
export const ZCreateNoteRequest = ZClientEntry;
export type TCreateNoteRequest = z.input<typeof ZCreateNoteRequest>;

export const ZEditNoteRequest = z.object({
  note_id: zId,
  heading: zRequiredText(MESSAGES.required, { label: 'Heading' }),
  description: zLongText(MESSAGES.required, { label: 'Description' }),
});
export type TEditNoteRequest = z.input<typeof ZEditNoteRequest>;

export const ZCloseNoteRequest = z.object({ note_id: zId });

/** spec 001 §5 record: site, heading, description, image (the image is checked apart). Multipart fields. */
export const ZCreateRecordFields = ZClientEntry;
export type TCreateRecordFields = z.input<typeof ZCreateRecordFields>;

/** spec 001 §7 edit record: id, description (heading optional). */
export const ZEditRecordRequest = z.object({
  id: zId,
  description: zLongText(MESSAGES.required, { label: 'Description' }),
  heading: zRequiredText(MESSAGES.required, { label: 'Heading' }).optional(),
});
export type TEditRecordRequest = z.input<typeof ZEditRecordRequest>;

/**
 * spec 001 §5: mail sending needs at least one recipient. `client_id` (beyond the spec) names the client whose
 * note is mailed, so their address may be a recipient (issue 28, docs/api.md "Mail from staff"); at most
 * MAILS_PER_HOUR addresses, each one mail.
 */
export const ZSendMailRequest = z.object({
  emailList: z
    .array(zEmail, { error: CLIENT_MESSAGES.selectRecipient })
    .min(1, { error: CLIENT_MESSAGES.selectRecipient })
    .max(MAILS_PER_HOUR, { error: MAIL_MESSAGES.overHourlyLimit }),
  heading: zRequiredText(MESSAGES.required, { label: 'Heading' }),
  description: zLongText(MESSAGES.required, { label: 'Description' }),
  client_id: zIdOf('Choose a client', 'Client').optional(),
});
export type TSendMailRequest = z.input<typeof ZSendMailRequest>;

/** A client as the client list shows it (spec 001 §3 "Client user", spec 000 §3 "Reseller client"). */
export interface ClientRow {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  organization: string | null;
  processed_by_admin: boolean;
}

/** What a note and a record of a client's site share: the entry, its site and client, its author. */
interface SiteEntryRow {
  id: number;
  heading: string;
  description: string;
  site_id: number;
  site_name: string;
  client_id: number;
  user_name: string;
  email: string;
  generated_at: string;
}

export interface NoteRow extends SiteEntryRow {
  is_closed: boolean;
  closed_at: string | null;
}

export interface RecordRow extends SiteEntryRow {
  image: string;
  organization: string | null;
}

/** A note as the server sends it (lists, responses and live events): the row plus its author's id. */
export interface NoteWire extends NoteRow {
  author_id: number;
}

/** A work record as the server sends it: the row plus its author's id. */
export interface RecordWire extends RecordRow {
  author_id: number;
}

/** GET /get_client_data: a page of the clients the caller may see (docs/api.md "Lists"). */
export interface ClientListResponse extends PageInfo {
  data: ClientRow[];
}

/**
 * GET /get_client_data and GET /reseller-clients: paged, searched over name, organization, e-mail and
 * phone, filtered by organization (exact, case-insensitive).
 */
export const ZClientListQuery = ZPageQuery.extend({
  organization: zSearch.optional(),
});
export type TClientListQuery = z.output<typeof ZClientListQuery>;

/** GET /get_all_email: a page of the accounts' e-mails (docs/api.md "Lists"), sorted case-insensitively. */
export interface EmailListResponse extends PageInfo {
  email_list: string[];
}

/** GET /get_all_client_data (spec 001 §7). */
export interface ClientPageResponse {
  client: ClientRow;
  record_list: RecordWire[];
  note_response: NoteWire[];
  site_data: SiteRow[];
  /** Staff who can be mailed (spec 001 §7 employee_list): the employee directory's entries. */
  employee_list: DirectoryEntry[];
  /** The client's estimates, newest first, at most CLIENT_ESTIMATES_MAX (docs/api.md "Estimates"). */
  assessments: ClientEstimateLink[];
}

/** POST /create-user with a token ("add client"): the new client's `data`. */
export interface CreatedClient {
  id: number;
  name: string;
  email: string;
}

/** POST /send-email-list-html: how many mails went out. */
export interface SendMailResult {
  sent: number;
}
