import {
  type DocumentKind,
  type DocumentSend,
  type DocumentSendsResponse,
  documentFileName,
  type ZSendDocumentRequest,
} from '@aquadesk/shared/documents.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { escapeHtml } from '../../../platform/mail.ts';
import { clearStaffMail } from '../../accounts/operations/accounts.ts';
import { companyLetterhead } from '../../company/operations/profile.ts';
import { invoiceClientEmail } from '../../invoices/operations/invoice-document.ts';
import * as repo from '../repository.ts';
import type { RenderedDocument } from './rendered-document.ts';

/**
 * "Send to client" (issue 14): mails the document's PDF as an attachment through the mail platform (SMTP or
 * the outbox folder), then records the send (who, when, to whom). `render` is the document's own PDF call,
 * which answers 404 to a caller who may not see the record, so nothing is sent or stored then.
 */
export async function sendDocument(
  ctx: AppContext,
  user: AuthUser,
  kind: DocumentKind,
  input: z.output<typeof ZSendDocumentRequest>,
  render: () => Promise<RenderedDocument>,
): Promise<DocumentSend> {
  const doc = await render();
  // issue 28: only the client's address, staff and the sender (an admin: any), within the hourly allowance
  await clearStaffMail(ctx, user, { to: input.to, clientAddresses: [doc.clientEmail], field: 'to' });
  const letterhead = await companyLetterhead(ctx);
  const company = letterhead.name;
  const intro = input.message || `Please find attached ${doc.title.toLowerCase()} for ${doc.clientName}.`;
  // an invoice's mail links its quick pay page with the invoice's key (docs/api.md "Invoices")
  const link = doc.link ? `\n\n${doc.link.label}: ${doc.link.url}` : '';
  const linkHtml = doc.link
    ? `<p>${escapeHtml(doc.link.label)}: <a href="${escapeHtml(doc.link.url)}">${escapeHtml(doc.link.url)}</a></p>`
    : '';
  const text = `${intro}\n\n${doc.title} is attached as a PDF.${link}\n\n${company}\n${letterhead.phone} · ${letterhead.email}\n`;
  await ctx.mailer.send({
    to: input.to,
    subject: `${doc.title} from ${company}`,
    text,
    html: `<p style="white-space:pre-wrap">${escapeHtml(intro)}</p><p>${escapeHtml(doc.title)} is attached as a PDF.</p>${linkHtml}<p>${escapeHtml(company)}</p>`,
    replyTo: user.email,
    attachments: [
      { filename: documentFileName(kind, input.id), content: doc.pdf, contentType: 'application/pdf' },
    ],
  });
  const id = await repo.insertSend(ctx.db, {
    kind,
    recordId: input.id,
    sentBy: user.id,
    recipients: input.to,
    message: input.message,
  });
  const send = await repo.sendById(ctx.db, id);
  return send!;
}

/** The sends of an invoice (the route limits them to those who may send invoices). */
export async function invoiceSends(ctx: AppContext, id: number): Promise<DocumentSendsResponse> {
  const [sends, clientEmail] = await Promise.all([
    repo.sendsOf(ctx.db, 'invoice', id),
    invoiceClientEmail(ctx, id),
  ]);
  return { ...sends, client_email: clientEmail };
}
