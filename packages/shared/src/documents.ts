import { z } from 'zod';
import { boundText, EMAIL_PATTERN, TEXT_MAX, zIdOf } from './validation.ts';

/**
 * The business documents as PDF (issue 14, docs/api.md "Documents"): the job-card estimate, the invoice and
 * the proposal, downloadable and mailed to the client with the PDF attached. Every send is recorded.
 */
export const DOCUMENT_KINDS = ['estimate', 'invoice', 'proposal'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * What can be mailed to the client (issue 41 item 4): the three documents above, and what an invoice owes as
 * PDF: a credit or debit note, a payment's receipt and a client's statement (its record is the client).
 */
export const SEND_KINDS = [...DOCUMENT_KINDS, 'note', 'receipt', 'statement'] as const;
export type SendKind = (typeof SEND_KINDS)[number];

/** At most this many addresses in one send. */
export const SEND_RECIPIENTS_MAX = 10;
/** The short message above the attachment. */
export const SEND_MESSAGE_MAX = 2000;
/** The mail's subject (one line). */
export const SEND_SUBJECT_MAX = 150;
/** The send history shown on a document page: the latest ones, with the total count. */
export const DOCUMENT_SENDS_SHOWN = 50;

export const DOCUMENT_MESSAGES = {
  noRecipient: 'Enter at least one e-mail address',
  badRecipient: (address: string) => `${address.slice(0, 60)} is not a valid e-mail address`,
  tooMany: `Send to at most ${SEND_RECIPIENTS_MAX} addresses`,
  tooManyWithCc: `Send to at most ${SEND_RECIPIENTS_MAX} addresses, To and Cc together`,
  ccRepeats: (address: string) => `${address.slice(0, 60)} is already in To`,
  sent: 'The PDF was sent',
} as const;

/** One address of the list: trimmed, lower-cased, RFC 5321's length at most. */
const zRecipient = z.string({ error: DOCUMENT_MESSAGES.noRecipient }).trim().toLowerCase();

/**
 * A list of recipients, as a list or as one text of addresses separated by commas, semicolons or spaces;
 * every address must be valid. `required`: at least one (a send with no valid recipient is a 400 at `to`);
 * else an empty list is fine (cc).
 */
function recipientList(required: boolean) {
  return z
    .union(
      [z.array(zRecipient).max(SEND_RECIPIENTS_MAX * 4, { error: DOCUMENT_MESSAGES.tooMany }), zRecipient],
      { error: DOCUMENT_MESSAGES.noRecipient },
    )
    .transform((value, ctx) => {
      const parts = (Array.isArray(value) ? value : [value])
        .flatMap((v) => v.split(/[\s,;]+/))
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean);
      const unique = [...new Set(parts)];
      if (unique.length === 0 && required) {
        ctx.addIssue({ code: 'custom', message: DOCUMENT_MESSAGES.noRecipient });
        return z.NEVER;
      }
      if (unique.length > SEND_RECIPIENTS_MAX) {
        ctx.addIssue({ code: 'custom', message: DOCUMENT_MESSAGES.tooMany });
        return z.NEVER;
      }
      const bad = unique.find(
        (a) => a.length > TEXT_MAX.email || !EMAIL_PATTERN.test(a) || /[<>"()]/.test(a),
      );
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: DOCUMENT_MESSAGES.badRecipient(bad) });
        return z.NEVER;
      }
      return unique;
    });
}

/** The recipients of a send: at least one. */
export const zRecipients = recipientList(true);

/** What a send says besides the document's id: recipients, copies, subject and message. */
const sendFields = {
  to: zRecipients,
  /** Copies: optional; with To, at most SEND_RECIPIENTS_MAX addresses. */
  cc: recipientList(false).optional().default([]),
  /** Blank: the document's own subject ("Tax Invoice INV/2026-27/0001 from …"). */
  subject: boundText(z.string({ error: 'Must be text' }).trim(), { label: 'Subject', max: SEND_SUBJECT_MAX })
    .optional()
    .default(''),
  message: boundText(z.string({ error: 'Must be text' }).trim(), {
    label: 'Message',
    max: SEND_MESSAGE_MAX,
    multiline: true,
  })
    .optional()
    .default(''),
};

/** A copy is not also a recipient, and To and Cc together stay within the bound (named at `cc`). */
function ccRule(v: { to: string[]; cc: string[] }, ctx: z.RefinementCtx): void {
  const repeated = v.cc.find((a) => v.to.includes(a));
  if (repeated !== undefined)
    ctx.addIssue({ code: 'custom', path: ['cc'], message: DOCUMENT_MESSAGES.ccRepeats(repeated) });
  else if (v.to.length + v.cc.length > SEND_RECIPIENTS_MAX)
    ctx.addIssue({ code: 'custom', path: ['cc'], message: DOCUMENT_MESSAGES.tooManyWithCc });
}

/**
 * POST /send-estimate, /send-invoice, /send-proposal, /send-note, /send-receipt, /send-statement (the
 * statement's `id` is its client's): the document and what ZSendForm holds.
 */
export const ZSendDocumentRequest = z
  .object({ id: zIdOf('Choose a document', 'Document'), ...sendFields })
  .superRefine(ccRule);
/** The send form (the document's id is the page's). */
export const ZSendForm = z.object(sendFields).superRefine(ccRule);
export type TSendDocumentRequest = z.input<typeof ZSendDocumentRequest>;

/** GET /{kind}-pdf/{id}, /{kind}-sends/{id}. */
export const ZDocumentIdParams = z.object({ id: zIdOf('Choose a document', 'Document') });

/** One recorded send (who, when, to whom). */
export interface DocumentSend {
  id: number;
  kind: SendKind;
  record_id: number;
  sent_by: number;
  sent_by_name: string;
  recipients: string[];
  cc: string[];
  subject: string;
  message: string;
  sent_at: string;
}

/** GET /{kind}-sends/{id}: the latest DOCUMENT_SENDS_SHOWN sends, newest first, and how many there are. */
export interface DocumentSendsResponse {
  data: DocumentSend[];
  total: number;
  /** The client's e-mail where the record knows it (the send form's first recipient), else null. */
  client_email: string | null;
}

/** POST /send-{kind}: the recorded send. */
export interface SendDocumentResponse {
  data: DocumentSend;
}

/** The file name of a document's PDF (Content-Disposition and the mail attachment). */
export function documentFileName(kind: DocumentKind, id: number): string {
  return `${kind}-${id}.pdf`;
}

export const documentPdfPath = (kind: DocumentKind, id: number) => `/api/${kind}-pdf/${id}`;

/**
 * A mobile number as WhatsApp's click-to-chat wants it (country code and number, digits only): an Indian
 * number of 10 digits (6-9 first), with 0 or +91 / 91 before it, is 91XXXXXXXXXX; anything else is null
 * (the link then opens WhatsApp to pick a chat).
 */
export function whatsAppNumber(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  const national = /^(?:91|0)?([6-9]\d{9})$/.exec(digits)?.[1];
  return national ? `91${national}` : null;
}

/**
 * "Share on WhatsApp" (issue 41 item 4): WhatsApp's click-to-chat link, https://wa.me/<number>?text=… with
 * the client's mobile number, or https://wa.me/?text=… without one. No API account: the sender's own
 * WhatsApp opens with the text written, and they send it.
 */
export function whatsAppLink(phone: string | null | undefined, text: string): string {
  const number = whatsAppNumber(phone);
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}

/** The WhatsApp text: the document, its amount and its public link, with the company's name. */
export function whatsAppText(doc: { name: string; amount: string; link: string; company: string }): string {
  return `${doc.name} from ${doc.company}: ${doc.amount}. View it online: ${doc.link}`;
}
