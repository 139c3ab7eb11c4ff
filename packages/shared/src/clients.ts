import { z } from 'zod';
import { ZSignUpRequest } from './auth.ts';
import type { DirectoryEntry } from './employees.ts';
import type { ClientEstimateLink } from './estimates.ts';
import { GST_MESSAGES, stateCodeOfGstin, stateLabel, stateOfCode, zGstin, zStateCode } from './gst.ts';
import { MAIL_MESSAGES, MAILS_PER_HOUR } from './mail.ts';
import { type PageInfo, ZPageQuery, zSearch } from './paging.ts';
import type { SiteRow } from './sites.ts';
import {
  boundText,
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
  zWhole,
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
  /** spec 002 §2: a GSTIN's first two digits are its state's code */
  gstinNotInState: (gstinState: string, chosen: string) =>
    `This GSTIN is registered in ${gstinState}, not ${chosen}`,
  gstinWithoutState:
    'A client with a GSTIN is in the state of its GSTIN: choose that state or clear the GSTIN',
  paymentTerms: `Payment terms are a whole number of days from 0 to 365`,
  remindersOff: 'Choose whether overdue reminders are off',
} as const;

// spec 001 §9: note edit window 2 days; record edit 7 days
export const NOTE_EDIT_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
export const RECORD_EDIT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** spec 001 §5: a client's name is upper-cased as typed; the organization is required. */
const zClientName = zName.transform(upperCase);

// ——— a client's tax identity (docs/requirements/002-gst.md §1, §2; docs/api.md "Clients") ———

/** The users table's bound of a billing address (users_billing_address_ck). */
export const BILLING_ADDRESS_MAX = 300;
/** Lines of a billing address: it is printed in a tax invoice's recipient block. */
export const BILLING_ADDRESS_LINES = 6;
/** Payment terms in days (users_payment_terms_ck). */
export const PAYMENT_TERMS_MAX_DAYS = 365;

/** '' (an emptied field) is null: the stored value is cleared. */
const emptyIsNull = <T>(v: T | '' | null | undefined): T | null | undefined => (v === '' ? null : v);

/**
 * The fields a client's create and edit calls take beside the account's. Each is optional: left out, an
 * edit keeps what is stored; '' or null clears it. The GSTIN is matched with the state by `withTaxIdentityRule`.
 */
export const clientTaxFields = {
  billing_address: boundText(z.string({ error: 'Enter the billing address as text' }).trim(), {
    label: 'Billing address',
    max: BILLING_ADDRESS_MAX,
    multiline: true,
    lines: BILLING_ADDRESS_LINES,
  })
    .nullable()
    .optional()
    .transform(emptyIsNull),
  // spec 002 §1: a client's state is one of the GST list
  state_code: z
    .string({ error: GST_MESSAGES.stateCode })
    .nullable()
    .optional()
    .transform(emptyIsNull)
    .pipe(zStateCode.nullable().optional()),
  // spec 002 §2: spaces dropped, capitalised, then checked whole (gst.ts zGstin)
  gstin: z
    .string({ error: GST_MESSAGES.gstinLength })
    .nullable()
    .optional()
    .transform((v) => (typeof v === 'string' && v.trim() === '' ? null : v))
    .pipe(zGstin.nullable().optional()),
  payment_terms_days: zWhole({ min: 0, max: PAYMENT_TERMS_MAX_DAYS, message: CLIENT_MESSAGES.paymentTerms })
    .nullable()
    .optional(),
  reminders_off: z.boolean({ error: CLIENT_MESSAGES.remindersOff }).optional(),
};

type TaxFields = {
  state_code?: string | null | undefined;
  gstin?: string | null | undefined;
};

/** "Kerala (32)", or the code itself when it is not on the list. */
const labelOf = (code: string) => {
  const state = stateOfCode(code);
  return state ? stateLabel(state) : code;
};

/**
 * What is wrong with a GSTIN beside the state chosen for the client, or null: its first two digits must be
 * that state's code (spec 002 §2). A GSTIN with no state beside it names the state (docs/api.md "Clients").
 */
export function gstinStateProblem(gstin: string | null | undefined, stateCode: string | null | undefined) {
  if (!gstin || !stateCode) return null;
  const registered = stateCodeOfGstin(gstin);
  return registered === stateCode
    ? null
    : CLIENT_MESSAGES.gstinNotInState(labelOf(registered), labelOf(stateCode));
}

/**
 * The object checks of the tax fields: the GSTIN's state against the chosen one (at `gstin`, run even when
 * another field failed, so every failing field is named at once), then a GSTIN with no state (left out
 * or empty) brings its state.
 */
function withTaxIdentityRule<T extends z.ZodType<TaxFields & Record<string, unknown>>>(schema: T) {
  return schema
    .superRefine((v, ctx) => {
      const problem = gstinStateProblem(v.gstin, v.state_code);
      if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
    })
    .transform((v) => (v.gstin && !v.state_code ? { ...v, state_code: stateCodeOfGstin(v.gstin) } : v));
}

/** spec 001 §5 add client (the form; the call is POST /create-user), with the tax identity (issue 30). */
export const ZAddClientRequest = withTaxIdentityRule(
  z
    .object({
      email: zEmail,
      name: zClientName,
      phone_number: zPhone,
      organization: zOrganization,
      ...newPasswordFields,
      ...clientTaxFields,
    })
    .refine(...confirmationMatches),
);
export type TAddClientRequest = z.input<typeof ZAddClientRequest>;

/** spec 001 §5 edit client: organization, name, phone required; the tax identity (issue 30) optional. */
export const ZEditClientRequest = withTaxIdentityRule(
  z.object({
    user_id: zId,
    name: zClientName,
    phone_number: zPhone,
    organization: zOrganization,
    ...clientTaxFields,
  }),
);
export type TEditClientRequest = z.input<typeof ZEditClientRequest>;

/**
 * POST /create-user: sign-up's fields (spec 000 §5); with a token ("add client") the tax identity too. A
 * sign-up's tax fields are not taken (docs/api.md "Clients").
 */
export const ZCreateUserRequest = withTaxIdentityRule(ZSignUpRequest.safeExtend(clientTaxFields));
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

/** PATCH /clients/:id/reminders (issue 30 item 7): finance switches a client's overdue reminders off or on. */
export const ZClientRemindersRequest = z.object({
  reminders_off: z.boolean({ error: CLIENT_MESSAGES.remindersOff }),
});
export type TClientRemindersRequest = z.input<typeof ZClientRemindersRequest>;
export const ZClientIdParams = z.object({ id: zId });

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

/** A client's account as the accounts domain reads it (spec 001 §3 "Client user"). */
export interface ClientAccountRow {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  organization: string | null;
  processed_by_admin: boolean;
}

/** spec 002 §2: a client with a GSTIN is billed business-to-business, one without business-to-consumer. */
export type ClientBilling = 'B2B' | 'B2C';
export const billedOf = (gstin: string | null): ClientBilling => (gstin ? 'B2B' : 'B2C');

/** A client's tax identity on the wire (issue 30): null where it is not set. */
export interface ClientTaxIdentityWire {
  billing_address: string | null;
  state_code: string | null;
  /** The state's name from the GST list ("Kerala"), null without a state. */
  state_name: string | null;
  gstin: string | null;
  billed: ClientBilling;
  /** Days from issue to due; null: the company's default terms. */
  payment_terms_days: number | null;
  reminders_off: boolean;
}

/** A client as the client list and page show it (spec 001 §3 "Client user", spec 000 §3 "Reseller client"). */
export interface ClientRow extends ClientAccountRow, ClientTaxIdentityWire {}

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

/**
 * GET /client-picks: the proposal form's client picker (docs/api.md "Clients"), paged and searched as the
 * client list is (name, organization, e-mail, phone), within what the client list would show the caller.
 */
export const ZClientPickQuery = ZPageQuery;
export type TClientPickQuery = z.output<typeof ZClientPickQuery>;

/** A client as a picker offers it: who they are and how to reach them. */
export interface ClientPick {
  id: number;
  name: string;
  organization: string | null;
  email: string;
  phone_number: string;
}

export interface ClientPickResponse extends PageInfo {
  data: ClientPick[];
}

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
