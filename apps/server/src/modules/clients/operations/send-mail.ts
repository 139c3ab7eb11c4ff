import type { SendMailResult, ZSendMailRequest } from '@aquadesk/shared/clients.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { escapeHtml } from '../../../platform/mail.ts';
import { clearStaffMail } from '../../accounts/operations/accounts.ts';
import { visibleClient } from './visibility.ts';

/**
 * Mails a note to chosen recipients, one mail each (no open relay, issue 28): the note's client's address
 * (`client_id`, a client the caller may see, else 404), staff accounts and the sender's own; an admin may add
 * any. Every address counts against the sender's hourly allowance. HTML escaped.
 */
export async function sendMail(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZSendMailRequest>,
): Promise<SendMailResult> {
  const wanted = [...new Set(input.emailList.map((e) => e.toLowerCase()))];
  const client = input.client_id === undefined ? undefined : await visibleClient(ctx, user, input.client_id);
  await clearStaffMail(ctx, user, { to: wanted, clientAddresses: [client?.email], field: 'emailList' });
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
