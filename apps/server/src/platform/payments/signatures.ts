import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 hex of `text` with `secret`. */
function hmacHex(secret: string, text: string | Buffer): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Razorpay's payment signature: HMAC-SHA256 hex of `order_id|payment_id` with the key secret. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

/** Timing-safe comparison of a given hex signature with the expected one (any other length is simply false). */
function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** The one check for both providers: does `signature` sign `order_id|payment_id` with `secret`? */
export function verifyPaymentSignature(
  secret: string,
  input: { orderId: string; paymentId: string; signature: string },
): boolean {
  return sameHex(paymentSignature(secret, input.orderId, input.paymentId), input.signature);
}

/** Razorpay's webhook signature: HMAC-SHA256 hex of the raw body with the webhook secret. */
export function webhookSignature(secret: string, rawBody: Buffer | string): string {
  return hmacHex(secret, rawBody);
}

export function verifyWebhookSignature(
  secret: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  return typeof signature === 'string' && sameHex(webhookSignature(secret, rawBody), signature.trim());
}
