import type { PaymentProvider, ProviderOrder } from './provider.ts';

/**
 * PAYMENT_PROVIDER=off (the default without Razorpay keys or demo data): no online payment. The invoices
 * module answers 503 before it asks this provider anything; these refusals are the last line.
 */
export class OffProvider implements PaymentProvider {
  readonly kind = 'off' as const;
  readonly keyId = '';

  constructor(readonly keySecret: string) {}

  async createOrder(): Promise<ProviderOrder> {
    throw new Error('Online payment is not set up');
  }

  async fetchPayment(): Promise<null> {
    return null;
  }
}
