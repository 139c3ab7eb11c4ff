import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { sendsOnIssue } from '../../company/operations/company-settings.ts';

/** Mails an issued invoice to its client; records a failure in its history, never throws. */
export type IssueMailer = (ctx: AppContext, user: AuthUser, invoiceId: number) => Promise<void>;

let mailer: IssueMailer | null = null;

/**
 * The documents domain renders and mails invoices and depends on this one, so it hands its sender over when
 * the modules are registered (modules/index.ts), as it does the receipt's PDF (receipt-attachments.ts).
 */
export function provideIssueMail(send: IssueMailer): void {
  mailer = send;
}

/**
 * Send on issue (issue 41 item 4, docs/api.md "Company settings"): once an issue has committed, the invoice
 * is mailed to its client when the company's setting is on, once (an invoice is issued once). Nothing here
 * fails the issue: the mailer records its own failure on the invoice, and anything else is swallowed.
 */
export async function afterIssued(ctx: AppContext, user: AuthUser, invoiceId: number): Promise<void> {
  try {
    if (mailer && (await sendsOnIssue(ctx.db))) await mailer(ctx, user, invoiceId);
  } catch {
    // the issue stands; the invoice page offers Send
  }
}
