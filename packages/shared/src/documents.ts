import { z } from 'zod';
import { boundText, EMAIL_PATTERN, TEXT_MAX, zIdOf } from './validation.ts';

/**
 * The business documents as PDF (issue 14, docs/api.md "Documents"): the job-card estimate, the invoice and
 * the proposal, downloadable and mailed to the client with the PDF attached. Every send is recorded.
 */
export const DOCUMENT_KINDS = ['estimate', 'invoice', 'proposal'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** At most this many addresses in one send. */
export const SEND_RECIPIENTS_MAX = 10;
/** The short message above the attachment. */
export const SEND_MESSAGE_MAX = 2000;
/** The send history shown on a document page: the latest ones, with the total count. */
export const DOCUMENT_SENDS_SHOWN = 50;

export const DOCUMENT_MESSAGES = {
  noRecipient: 'Enter at least one e-mail address',
  badRecipient: (address: string) => `${address.slice(0, 60)} is not a valid e-mail address`,
  tooMany: `Send to at most ${SEND_RECIPIENTS_MAX} addresses`,
  sent: 'The PDF was sent',
} as const;

/** One address of the list: trimmed, lower-cased, RFC 5321's length at most. */
const zRecipient = z.string({ error: DOCUMENT_MESSAGES.noRecipient }).trim().toLowerCase();

/**
 * The recipients, as a list or as one text of addresses separated by commas, semicolons or spaces; every
 * address must be valid and there must be at least one (a send with no valid recipient is a 400 at `to`).
 */
export const zRecipients = z
  .union(
    [z.array(zRecipient).max(SEND_RECIPIENTS_MAX * 4, { error: DOCUMENT_MESSAGES.tooMany }), zRecipient],
    {
      error: DOCUMENT_MESSAGES.noRecipient,
    },
  )
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value : [value])
      .flatMap((v) => v.split(/[\s,;]+/))
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean);
    const unique = [...new Set(parts)];
    if (unique.length === 0) {
      ctx.addIssue({ code: 'custom', message: DOCUMENT_MESSAGES.noRecipient });
      return z.NEVER;
    }
    if (unique.length > SEND_RECIPIENTS_MAX) {
      ctx.addIssue({ code: 'custom', message: DOCUMENT_MESSAGES.tooMany });
      return z.NEVER;
    }
    const bad = unique.find((a) => a.length > TEXT_MAX.email || !EMAIL_PATTERN.test(a) || /[<>"()]/.test(a));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: DOCUMENT_MESSAGES.badRecipient(bad) });
      return z.NEVER;
    }
    return unique;
  });

/** POST /send-estimate, /send-invoice, /send-proposal. */
export const ZSendDocumentRequest = z.object({
  id: zIdOf('Choose a document', 'Document'),
  to: zRecipients,
  message: boundText(z.string({ error: 'Must be text' }).trim(), {
    label: 'Message',
    max: SEND_MESSAGE_MAX,
    multiline: true,
  })
    .optional()
    .default(''),
});
export type TSendDocumentRequest = z.input<typeof ZSendDocumentRequest>;

/** GET /{kind}-pdf/{id}, /{kind}-sends/{id}. */
export const ZDocumentIdParams = z.object({ id: zIdOf('Choose a document', 'Document') });

/** One recorded send (who, when, to whom). */
export interface DocumentSend {
  id: number;
  kind: DocumentKind;
  record_id: number;
  sent_by: number;
  sent_by_name: string;
  recipients: string[];
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
