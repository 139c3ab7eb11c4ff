import type { PaymentProviderKind } from '@aquadesk/shared/invoices.ts';

/** An order as the provider answers its creation. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

/** What the provider says of one payment (Razorpay's payment entity, the fields we read). */
export interface ProviderPayment {
  id: string;
  orderId: string | null;
  amount: number;
  /** ISO 4217, as the provider reports it (`INR`); only INR settles an invoice. */
  currency: string | null;
  status: string;
  method: string | null;
}

/**
 * A payment provider behind one interface (docs/decisions/0004-payments.md): Razorpay, the built-in sandbox,
 * or off (PAYMENT_PROVIDER). Razorpay and the sandbox sign payments the same way (signatures.ts), so one
 * verification runs.
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** The public key id the checkout is opened with. */
  readonly keyId: string;
  /** The secret payments are signed with (HMAC-SHA256 of `order_id|payment_id`). */
  readonly keySecret: string;
  createOrder(input: {
    amountPaise: number;
    currency: 'INR';
    receipt: string;
    invoiceId: number;
  }): Promise<ProviderOrder>;
  /** The provider's record of a payment, or null when it cannot say (the sandbox knows only what it signed). */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
}
