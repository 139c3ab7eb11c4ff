import type { Config } from '../../config.ts';
import type { PaymentProvider } from './provider.ts';
import { RazorpayProvider } from './razorpay.ts';
import { SandboxProvider } from './sandbox.ts';

export type { PaymentProvider, ProviderOrder, ProviderPayment } from './provider.ts';
export {
  paymentSignature,
  verifyPaymentSignature,
  verifyWebhookSignature,
  webhookSignature,
} from './signatures.ts';

/** Razorpay when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are both set, else the sandbox (docs/api.md "Payments"). */
export function paymentProviderFor(config: Config): PaymentProvider {
  const { razorpay } = config;
  return razorpay.live && razorpay.keyId
    ? new RazorpayProvider(razorpay.keyId, razorpay.keySecret, razorpay.apiUrl)
    : new SandboxProvider(razorpay.keySecret);
}
