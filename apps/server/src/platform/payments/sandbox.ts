import { randomBytes } from 'node:crypto';
import type { PaymentProvider, ProviderOrder } from './provider.ts';

/** The key id the sandbox checkout shows (never a real Razorpay key). */
export const SANDBOX_KEY_ID = 'rzp_sandbox';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Razorpay's (`order_` + 14 base-62 characters). */
export function providerLikeId(prefix: 'order' | 'pay'): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const b of bytes) id += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${id}`;
}

/**
 * The built-in sandbox provider (PAYMENT_PROVIDER=sandbox; the default only while demo data is on): orders
 * are made locally; its checkout dialog obtains payments signed by the server exactly as Razorpay signs
 * them, with the same key secret. Its payments are test payments: no money moves.
 */
export class SandboxProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  readonly keyId = SANDBOX_KEY_ID;

  constructor(readonly keySecret: string) {}

  async createOrder(input: { amountPaise: number; currency: 'INR' }): Promise<ProviderOrder> {
    return { id: providerLikeId('order'), amount: input.amountPaise, currency: input.currency };
  }

  async fetchPayment(): Promise<null> {
    return null;
  }
}
