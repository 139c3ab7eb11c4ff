import { eInvoiceFinancialYear, type ValidEInvoice } from '@aquadesk/shared/e-invoice.ts';
import { E_INVOICE_CANCEL_WINDOW_MS } from '@aquadesk/shared/e-invoice-status.ts';
import { irnOf } from './irn.ts';
import {
  type IrpCancellation,
  type IrpCancelReason,
  type IrpDocumentRef,
  IrpError,
  type IrpProvider,
  type IrpRegistration,
} from './provider.ts';
import { ackDateOf, type IrpSigningKeys, registerWithSandboxIrp, sandboxIrpKeys } from './sandbox-irp.ts';

/** The IRP's code and words when an IRN is cancelled after its window (docs/requirements/003-e-invoice.md §12). */
export const CANCEL_WINDOW_CROSSED = {
  code: '2270',
  message: 'The allowed cancellation time limit is crossed',
};
/** The IRP's code and words when a document is registered again (§9). */
export const DUPLICATE_IRN = { code: '2150', message: 'Duplicate IRN' };

interface Held {
  registration: IrpRegistration;
  at: Date;
}

/**
 * The built-in IRP (docs/requirements/003-e-invoice.md §10-§12), as the demo and the tests run it: each
 * registration is answered locally (sandbox-irp.ts) and kept in this process's memory, so a second
 * registration of the same document answers the first (duplicate: true), an IRN can be looked up, and
 * cancelled within 24 hours of its acknowledgement. Nothing reaches the government.
 */
export class SandboxIrpProvider implements IrpProvider {
  readonly kind = 'sandbox' as const;
  readonly #held = new Map<string, Held>();
  readonly #now: () => Date;
  readonly #privateKeyPem: string | undefined;

  constructor(opts: { privateKeyPem?: string | undefined; now?: () => Date } = {}) {
    this.#privateKeyPem = opts.privateKeyPem;
    this.#now = opts.now ?? (() => new Date());
  }

  /** The keys its tokens are signed with (their public key verifies a signed QR code). */
  keys(): Promise<IrpSigningKeys> {
    return sandboxIrpKeys(this.#privateKeyPem);
  }

  async generate(invoice: ValidEInvoice): Promise<IrpRegistration> {
    const { DocDtls, SellerDtls } = invoice;
    const irn = irnOf(SellerDtls.Gstin, eInvoiceFinancialYear(DocDtls.Dt), DocDtls.Typ, DocDtls.No);
    const held = this.#held.get(irn);
    if (held) {
      // the IRP never registers a document twice; a cancelled IRN's number cannot be registered again
      if (held.registration.status === 'CNL') {
        throw new IrpError(`${DUPLICATE_IRN.message}: the IRN of this document was cancelled`, {
          retry: false,
          code: DUPLICATE_IRN.code,
        });
      }
      return { ...held.registration, duplicate: true };
    }
    const at = this.#now();
    const answer = await registerWithSandboxIrp(invoice, { keys: await this.keys(), now: at });
    const registration: IrpRegistration = {
      irn: answer.Irn,
      ackNo: String(answer.AckNo),
      ackDt: answer.AckDt,
      signedInvoice: answer.SignedInvoice,
      signedQr: answer.SignedQRCode,
      status: 'ACT',
      duplicate: false,
    };
    this.#held.set(irn, { registration, at });
    return registration;
  }

  async getByIrn(irn: string, _ref: IrpDocumentRef): Promise<IrpRegistration | null> {
    const held = this.#held.get(irn);
    return held ? { ...held.registration, duplicate: true } : null;
  }

  async cancel(irn: string, _reason: IrpCancelReason, _remark: string): Promise<IrpCancellation> {
    const held = this.#held.get(irn);
    if (!held) throw new IrpError('The IRN is not known to the IRP', { retry: false, code: '2154' });
    if (held.registration.status === 'CNL') {
      throw new IrpError('The IRN is already cancelled', { retry: false, code: '9999' });
    }
    const now = this.#now();
    if (now.getTime() - held.at.getTime() > E_INVOICE_CANCEL_WINDOW_MS) {
      throw new IrpError(CANCEL_WINDOW_CROSSED.message, { retry: false, code: CANCEL_WINDOW_CROSSED.code });
    }
    held.registration = { ...held.registration, status: 'CNL' };
    return { irn, cancelDate: ackDateOf(now) };
  }
}
