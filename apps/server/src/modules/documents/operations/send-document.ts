import {
  type DocumentSend,
  type DocumentSendsResponse,
  documentFileName,
  type SendKind,
  type ZSendDocumentRequest,
} from '@aquadesk/shared/documents.ts';
import { noteFileName, receiptFileName } from '@aquadesk/shared/ledger-documents.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { escapeHtml } from '../../../platform/mail.ts';
import { clearStaffMail } from '../../accounts/operations/accounts.ts';
import { clientTaxIdentity } from '../../clients/operations/client-accounts.ts';
import { withClientLogo } from '../../company/operations/logo.ts';
import { companyLetterhead } from '../../company/operations/profile.ts';
import { announceInvoice } from '../../invoices/operations/announce.ts';
import { recordEvent } from '../../invoices/operations/invoice-history.ts';
import * as repo from '../repository.ts';
import { invoiceClientEmail } from './invoice-document.ts';
import type { RenderedDocument } from './rendered-document.ts';
import type { SendSource } from './send-sources.ts';

type SendInput = z.output<typeof ZSendDocumentRequest>;

/** Said when the mail server refused or could not be reached: nothing was recorded as sent. */
export const SEND_FAILED = 'The mail could not be sent. Please try again later.';

/** The attachment's name: the name the PDF downloads under. */
function fileNameOf(kind: SendKind, id: number, doc: RenderedDocument): string {
  if (kind === 'note') return noteFileName(doc.title.startsWith('Debit') ? 'debit' : 'credit', id);
  if (kind === 'receipt') return receiptFileName(id);
  if (kind === 'statement') return `statement-${id}.pdf`;
  return documentFileName(kind, id);
}

/**
 * The mail of a document (issue 14; issue 41 item 4): the sender's message (else a line naming the document),
 * the client-facing facts (amount, balance due, a cancellation), the link with the invoice's key, the PDF
 * attached. The subject is the sender's, else the document's title (a cancelled invoice says so first).
 */
function mailOf(
  source: SendSource,
  input: Pick<SendInput, 'subject' | 'message'>,
  company: { name: string; phone: string; email: string },
) {
  const doc = source.rendered;
  const intro = input.message || `Please find attached ${doc.title} for ${doc.clientName}.`;
  const facts = source.facts.length > 0 ? `\n\n${source.facts.join('\n')}` : '';
  const link = doc.link ? `\n\n${doc.link.label}: ${doc.link.url}` : '';
  const linkHtml = doc.link
    ? `<p>${escapeHtml(doc.link.label)}: <a href="${escapeHtml(doc.link.url)}">${escapeHtml(doc.link.url)}</a></p>`
    : '';
  const subject =
    input.subject || `${source.cancelled ? 'Cancelled: ' : ''}${doc.title} from ${company.name}`;
  return {
    subject,
    text: `${intro}${facts}\n\n${doc.title} is attached as a PDF.${link}\n\n${company.name}\n${company.phone} · ${company.email}\n`,
    html: `<p style="white-space:pre-wrap">${escapeHtml(intro)}</p>${source.facts.map((f) => `<p>${escapeHtml(f)}</p>`).join('')}<p>${escapeHtml(doc.title)} is attached as a PDF.</p>${linkHtml}<p>${escapeHtml(company.name)}</p>`,
  };
}

/**
 * "Send to client" (issue 14, issue 41 item 4): mails the document's PDF through the mail platform (SMTP or
 * the outbox folder), then records the send (who, when, to whom) and, for what hangs on an invoice, a line of
 * the invoice's history. `source` is the document's own render, which answers 404 to a caller who may not
 * see the record, so nothing is sent or stored then. Every address (To and Cc) is checked and counted as
 * staff mail (docs/api.md "Mail from staff"); a mail that fails is 502 and nothing is recorded.
 */
export async function sendDocument(
  ctx: AppContext,
  user: AuthUser,
  kind: SendKind,
  input: SendInput,
  source: () => Promise<SendSource>,
): Promise<DocumentSend> {
  const found = await source();
  await mailDocument(ctx, user, input, found, fileNameOf(kind, input.id, found.rendered));
  const id = await repo.insertSend(ctx.db, {
    kind,
    recordId: input.id,
    sentBy: user.id,
    recipients: input.to,
    cc: input.cc,
    subject: input.subject,
    message: input.message,
  });
  if (found.invoiceId !== null) {
    await recordEvent(ctx.db, found.invoiceId, 'sent', user, {
      document: found.rendered.title,
      kind,
      to: input.to,
      cc: input.cc,
    });
    await announceInvoice(ctx, found.invoiceId, 'updated');
  }
  return (await repo.sendById(ctx.db, id))!;
}

/**
 * The mail of a send, with the mail rules every send keeps (its addresses checked and counted as staff
 * mail, the company logo, the PDF attached as `fileName`); a mail that fails is 502. Recording the send is
 * the caller's (a contract records it in its own history).
 */
export async function mailDocument(
  ctx: AppContext,
  user: AuthUser,
  input: Omit<SendInput, 'id'>,
  found: SendSource,
  fileName: string,
): Promise<void> {
  const doc = found.rendered;
  await clearStaffMail(ctx, user, { to: input.to, clientAddresses: [doc.clientEmail], field: 'to' });
  if (input.cc.length > 0)
    await clearStaffMail(ctx, user, { to: input.cc, clientAddresses: [doc.clientEmail], field: 'cc' });
  const letterhead = await companyLetterhead(ctx);
  const mail = mailOf(found, input, letterhead);
  try {
    // the company logo at the mail's top (issue 41 item 11)
    const message = await withClientLogo(ctx, {
      to: input.to,
      ...(input.cc.length > 0 ? { cc: input.cc } : {}),
      ...mail,
      replyTo: user.email,
      attachments: [{ filename: fileName, content: doc.pdf, contentType: 'application/pdf' }],
    });
    await ctx.mailer.send(message);
  } catch {
    throw new AppError(502, SEND_FAILED);
  }
}

/**
 * Send on issue (docs/api.md "Company settings"): once the issue has committed, the invoice goes to its
 * client's address as if the issuer had sent it (their staff mail allowance, the history line). It never
 * fails the issue: a client without an address, a refusal or a failed mail is a history line
 * ("Not mailed on issue: …") that the invoice page shows.
 */
export async function sendOnIssue(
  ctx: AppContext,
  user: AuthUser,
  invoiceId: number,
  source: () => Promise<SendSource>,
): Promise<void> {
  try {
    const email = await invoiceClientEmail(ctx, invoiceId);
    if (!email) throw new AppError(409, 'The client has no e-mail address');
    await sendDocument(
      ctx,
      user,
      'invoice',
      { id: invoiceId, to: [email], cc: [], subject: '', message: '' },
      source,
    );
  } catch (error) {
    const reason = error instanceof AppError ? error.message : SEND_FAILED;
    await recordEvent(ctx.db, invoiceId, 'send_failed', user, { reason }).catch(() => undefined);
    await announceInvoice(ctx, invoiceId, 'updated').catch(() => undefined);
  }
}

/** The sends of an invoice (the route limits them to those who may send invoices). */
export async function invoiceSends(ctx: AppContext, id: number): Promise<DocumentSendsResponse> {
  const [sends, clientEmail] = await Promise.all([
    repo.sendsOf(ctx.db, 'invoice', id),
    invoiceClientEmail(ctx, id),
  ]);
  return { ...sends, client_email: clientEmail };
}

/**
 * The sends of a note, a receipt or a statement (its client's id); a statement's answer names the client's
 * address (a note's or receipt's send form starts from its invoice's, which the invoice page knows).
 */
export async function ledgerSends(
  ctx: AppContext,
  kind: 'note' | 'receipt' | 'statement',
  id: number,
): Promise<DocumentSendsResponse> {
  const [sends, client] = await Promise.all([
    repo.sendsOf(ctx.db, kind, id),
    kind === 'statement' ? clientTaxIdentity(ctx.db, id) : undefined,
  ]);
  return { ...sends, client_email: client?.email ?? null };
}
