import type { Config } from '../../config.ts';
import { OffProvider } from './off.ts';
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

/** The provider config.payments names (PAYMENT_PROVIDER or its default; docs/decisions/0004-payments.md). */
export function paymentProviderFor(config: Config): PaymentProvider {
  const { razorpay } = config;
  switch (config.payments.provider) {
    case 'razorpay':
      // config.ts refuses razorpay without both keys
      return new RazorpayProvider(razorpay.keyId ?? '', razorpay.keySecret, razorpay.apiUrl);
    case 'sandbox':
      return new SandboxProvider(razorpay.keySecret);
    case 'off':
      return new OffProvider(razorpay.keySecret);
  }
}
