import type { AppContext } from '../../../platform/context.ts';
import type { MailAttachment } from '../../../platform/mail.ts';

/** Makes a receipt's PDF for its mail, or null when it cannot be made now (the payment stands without it). */
export type ReceiptAttachmentMaker = (ctx: AppContext, receiptId: number) => Promise<MailAttachment | null>;

let maker: ReceiptAttachmentMaker | null = null;

/**
 * The documents domain renders receipts (docs/requirements/002-gst.md §11) and depends on this one, so it
 * hands its renderer over when the modules are registered (modules/index.ts) instead of invoices importing
 * it: the domains keep importing one way.
 */
export function provideReceiptAttachments(make: ReceiptAttachmentMaker): void {
  maker = make;
}

/** The receipt's PDF for the receipt mail, when a renderer was provided and it could be made. */
export function receiptAttachmentOf(ctx: AppContext, receiptId: number): Promise<MailAttachment | null> {
  return maker ? maker(ctx, receiptId) : Promise.resolve(null);
}
