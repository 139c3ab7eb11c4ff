import Razorpay from 'razorpay';
import type { PaymentProvider, ProviderOrder, ProviderPayment } from './provider.ts';

/** The SDK keeps its HTTP client (axios) here; its origin is fixed, so tests point it at a local stub. */
interface SdkInternals {
  api: { rq: { defaults: { baseURL?: string; timeout?: number } } };
}

/** Razorpay through its Node SDK (RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET set). */
export class RazorpayProvider implements PaymentProvider {
  readonly kind = 'razorpay' as const;
  private readonly sdk: Razorpay;

  constructor(
    readonly keyId: string,
    readonly keySecret: string,
    apiUrl: string,
  ) {
    this.sdk = new Razorpay({ key_id: keyId, key_secret: keySecret });
    const defaults = (this.sdk as unknown as SdkInternals).api.rq.defaults;
    defaults.baseURL = apiUrl;
    defaults.timeout = 15_000;
  }

  async createOrder(input: {
    amountPaise: number;
    currency: 'INR';
    receipt: string;
    invoiceId: number;
  }): Promise<ProviderOrder> {
    const order = await this.sdk.orders.create({
      amount: input.amountPaise,
      currency: input.currency,
      receipt: input.receipt,
      notes: { invoice_id: String(input.invoiceId) },
    });
    return { id: order.id, amount: Number(order.amount), currency: order.currency };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    try {
      const p = await this.sdk.payments.fetch(paymentId);
      return {
        id: p.id,
        orderId: p.order_id ?? null,
        amount: Number(p.amount),
        status: p.status,
        method: typeof p.method === 'string' ? p.method : null,
      };
    } catch {
      return null;
    }
  }
}
