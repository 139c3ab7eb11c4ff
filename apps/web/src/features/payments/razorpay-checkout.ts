/**
 * Razorpay's Standard Checkout (spec 001 §7: the card payment provider's checkout script is loaded on
 * demand for Pay Now). The script is fetched the first time a visitor pays, never with the page, and
 * the platform's Content-Security-Policy allows exactly its origin.
 */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Razorpay's handler receives after a successful payment (and what the sandbox answers too). */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayFailure {
  error?: { description?: string; reason?: string };
}

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
  theme?: { color: string };
}

interface RazorpayInstance {
  open: () => void;
  on: (event: 'payment.failed', listener: (response: RazorpayFailure) => void) => void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds the checkout script once; a failed load may be tried again on the next click. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error('The payment window could not be opened. Please try again.'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('The payment window could not be loaded. Check your connection and try again.'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The outcome of one checkout: paid (with what the server verifies), failed, or closed by the payer. */
export type CheckoutOutcome =
  | { kind: 'paid'; response: CheckoutSuccess }
  | { kind: 'failed'; message: string }
  | { kind: 'dismissed' };

/** Opens Razorpay's checkout for an order the server created and waits for the payer. */
export async function openRazorpayCheckout(order: {
  key: string;
  amount: number;
  currency: string;
  orderId: string;
  name: string;
  description: string;
}): Promise<CheckoutOutcome> {
  const Razorpay = await loadRazorpay();
  return new Promise<CheckoutOutcome>((resolve) => {
    let failure: string | null = null;
    const checkout = new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      order_id: order.orderId,
      name: order.name,
      description: order.description,
      handler: (response) => resolve({ kind: 'paid', response }),
      // Razorpay keeps its window open after a failed attempt so the payer may retry; closing it ends
      // the attempt, and the last failure (if any) is what the page reports.
      modal: {
        ondismiss: () => resolve(failure ? { kind: 'failed', message: failure } : { kind: 'dismissed' }),
      },
      theme: { color: '#1c7ed6' },
    });
    checkout.on('payment.failed', (response) => {
      failure = response.error?.description || 'The payment failed.';
    });
    checkout.open();
  });
}
