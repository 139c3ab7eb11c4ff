import type Razorpay from 'razorpay';
import { onFirstUse } from '../on-first-use.ts';
import type { PaymentProvider, ProviderOrder, ProviderPayment } from './provider.ts';

/** The SDK keeps its HTTP client (axios) here; its origin is fixed, so tests point it at a local stub. */
interface SdkInternals {
  api: { rq: { defaults: { baseURL?: string; timeout?: number } } };
}

/** Razorpay through its Node SDK (RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET set). */
export class RazorpayProvider implements PaymentProvider {
  readonly kind = 'razorpay' as const;

  constructor(
    readonly keyId: string,
    readonly keySecret: string,
    private readonly apiUrl: string,
  ) {}

  /** The SDK, loaded with the first order rather than at start (docs/operations.md "Start-up"). */
  private readonly sdk = onFirstUse(async (): Promise<Razorpay> => {
    const { default: Sdk } = await import('razorpay');
    const sdk = new Sdk({ key_id: this.keyId, key_secret: this.keySecret });
    const defaults = (sdk as unknown as SdkInternals).api.rq.defaults;
    defaults.baseURL = this.apiUrl;
    defaults.timeout = 15_000;
    return sdk;
  });

  async createOrder(input: {
    amountPaise: number;
    currency: 'INR';
    receipt: string;
    invoiceId: number;
  }): Promise<ProviderOrder> {
    const sdk = await this.sdk();
    const order = await sdk.orders.create({
      amount: input.amountPaise,
      currency: input.currency,
      receipt: input.receipt,
      notes: { invoice_id: String(input.invoiceId) },
    });
    return { id: order.id, amount: Number(order.amount), currency: order.currency };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    const sdk = await this.sdk();
    try {
      const p = await sdk.payments.fetch(paymentId);
      return {
        id: p.id,
        orderId: p.order_id ?? null,
        amount: Number(p.amount),
        currency: typeof p.currency === 'string' ? p.currency : null,
        status: p.status,
        method: typeof p.method === 'string' ? p.method : null,
      };
    } catch {
      return null;
    }
  }
}
