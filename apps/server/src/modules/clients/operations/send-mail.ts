import type { SendMailResult } from '@aquadesk/shared/clients.ts';
import { CLIENT_MESSAGES, type ZSendMailRequest } from '@aquadesk/shared/clients.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { escapeHtml } from '../../../platform/mail.ts';
import * as accounts from '../../accounts/repository.ts';

/** Mails a note to chosen recipients (users of the product only: no open relay). HTML escaped. */
export async function sendMail(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZSendMailRequest>,
): Promise<SendMailResult> {
  const { db } = ctx;
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
