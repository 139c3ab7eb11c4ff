import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { toAdmins } from '@aquadesk/shared/audiences.ts';
import {
  type ContactListResponse,
  type ContactMessage,
  LEGAL_YEARS,
  type LegalDocument,
} from '@aquadesk/shared/contact.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { escapeHtml } from '../../../platform/mail.ts';
import { companyLetterhead } from '../../company/operations/profile.ts';
import * as repo from '../repository.ts';

/** Audited results live as DATA_DIR/legal/<year>.pdf (docs/api.md "Public"). */
export const legalDir = (dataDir: string) => path.join(dataDir, 'legal');

/** docs/api.md /home-contact: stores the message, then mails it to the company address. */
export async function sendContactMessage(
  ctx: AppContext,
  input: { name: string; email: string; message: string },
): Promise<ContactMessage> {
  const row = await repo.insertContactMessage(ctx.db, input);
  // the live event carries the row as the inbox lists it (a preview)
  const message = (await repo.contactMessage(ctx.db, row.id, false))!;
  ctx.realtime.emit(EVENTS.contactMessage, message, toAdmins());
  const { name, email, message: text } = input;
  await ctx.mailer.send({
    to: (await companyLetterhead(ctx)).email,
    replyTo: email,
    subject: `Website enquiry from ${name}`,
    text: `${name} <${email}> wrote through the website:\n\n${text}\n`,
    html: `<p><strong>${escapeHtml(name)}</strong> &lt;${escapeHtml(email)}&gt; wrote through the website:</p><p style="white-space:pre-wrap">${escapeHtml(text)}</p>`,
  });
  return message;
}

export async function contactInbox(
  ctx: AppContext,
  _user: AuthUser,
  query: repo.ContactListFilters = {},
): Promise<ContactListResponse> {
  const page = await repo.pageContactMessages(ctx.db, query);
  return { data: page.rows, next_cursor: page.next_cursor, total: page.total };
}

/** GET /contact-messages/{id}: one message, whole (the inbox lists a preview). */
export async function contactMessageWhole(
  ctx: AppContext,
  _user: AuthUser,
  input: { id: number },
): Promise<ContactMessage> {
  const message = await repo.contactMessage(ctx.db, input.id, true);
  if (!message) throw notFound('Message');
  return message;
}

export function legalDocuments(ctx: AppContext): LegalDocument[] {
  const dir = legalDir(ctx.config.dataDir);
  return LEGAL_YEARS.map((year) => ({ year, available: existsSync(path.join(dir, `${year}.pdf`)) }));
}

export async function legalDocument(ctx: AppContext, input: { year: number }): Promise<Buffer> {
  const { year } = input;
  if (!(LEGAL_YEARS as readonly number[]).includes(year)) throw notFound('Document');
  try {
    return await readFile(path.join(legalDir(ctx.config.dataDir), `${year}.pdf`));
  } catch {
    throw notFound('Document');
  }
}
