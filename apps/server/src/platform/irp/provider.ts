import type { EInvoiceDocType, ValidEInvoice } from '@aquadesk/shared/e-invoice.ts';
import type { EInvoiceCancelReason } from '@aquadesk/shared/e-invoice-status.ts';

/**
 * The Invoice Registration Portal behind one interface (docs/requirements/003-e-invoice.md §10-§12), as
 * payments have theirs: the built-in sandbox (demo and tests) or a GST Suvidha Provider's API (EINVOICE_PROVIDER).
 * Every method either answers or throws an IrpError; nothing here touches the database.
 */

/** EINVOICE_PROVIDER's values. */
export const IRP_PROVIDERS = ['sandbox', 'gsp', 'off'] as const;
export type IrpProviderKind = (typeof IRP_PROVIDERS)[number];

/** The IRP's answer to a registration or to a lookup by IRN. */
export interface IrpRegistration {
  /** 64 lowercase hexadecimal characters. */
  irn: string;
  /** 15 digits, as the IRP writes it (kept as text: it passes 2^53 in no case, but it is a code, not a sum). */
  ackNo: string;
  /** IST, "yyyy-mm-dd hh:mm:ss", as the IRP writes AckDt. */
  ackDt: string;
  /** The e-invoice with its IRN and acknowledgement, as a JWT signed by the IRP. */
  signedInvoice: string;
  /** The QR code's particulars, as a JWT signed by the IRP: the text printed as the QR code. */
  signedQr: string;
  /** ACT while active, CNL once cancelled. */
  status: 'ACT' | 'CNL';
  /** True when the IRP said the document was already registered and answered with the stored registration. */
  duplicate: boolean;
}

/** The IRP's answer to a cancellation. */
export interface IrpCancellation {
  irn: string;
  /** IST, "yyyy-mm-dd hh:mm:ss". */
  cancelDate: string;
}

/** Why the IRP lets an IRN be cancelled (its CnlRsn codes, packages/shared/src/e-invoice-status.ts). */
export type IrpCancelReason = EInvoiceCancelReason;

/**
 * A refusal or failure. `retry` says whether trying again later may help (a network failure, a 5xx, a
 * timeout, an expired session) or not (the IRP rejected the document: fix it first).
 */
export class IrpError extends Error {
  constructor(
    message: string,
    readonly opts: { retry: boolean; code?: string | undefined; status?: number | undefined },
  ) {
    super(message);
    this.name = 'IrpError';
  }
  get retry(): boolean {
    return this.opts.retry;
  }
  get code(): string | undefined {
    return this.opts.code;
  }
}

export interface IrpDocumentRef {
  /** The supplier's GSTIN. */
  gstin: string;
  type: EInvoiceDocType;
  /** The document's number as printed. */
  number: string;
  /** dd/mm/yyyy, as DocDtls.Dt. */
  date: string;
}

export interface IrpProvider {
  readonly kind: IrpProviderKind;
  /** Registers a validated e-invoice; a document the IRP already holds answers its stored registration (duplicate: true). */
  generate(invoice: ValidEInvoice): Promise<IrpRegistration>;
  /** The registration of an IRN, or null when the IRP does not know it. */
  getByIrn(irn: string, ref: IrpDocumentRef): Promise<IrpRegistration | null>;
  /** Cancels an IRN (the IRP allows it within 24 hours of the acknowledgement). */
  cancel(irn: string, reason: IrpCancelReason, remark: string): Promise<IrpCancellation>;
}
