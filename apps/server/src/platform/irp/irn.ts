import { createHash } from 'node:crypto';
import type { EInvoiceDocType } from '@aquadesk/shared/e-invoice.ts';

/**
 * The Invoice Reference Number (docs/requirements/003-e-invoice.md §9): the SHA-256 digest, as 64 lowercase
 * hexadecimal characters, of the supplier's GSTIN, the financial year ("2026-27"), the document type and its
 * number, joined in that order with nothing between. The same supplier, year, type and number always give the
 * same IRN, which is how the IRP refuses a document reported twice.
 */
export function irnOf(gstin: string, financialYear: string, type: EInvoiceDocType, number: string): string {
  return createHash('sha256').update(`${gstin}${financialYear}${type}${number}`, 'utf8').digest('hex');
}
