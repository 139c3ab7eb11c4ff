/**
 * `Idempotency-Key` (issue 28, docs/api.md "Idempotency-Key"): a call that creates a record, sent again with
 * the same key by the same caller within 24 hours, answers the first answer again and creates nothing.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 1 to 255 visible ASCII characters (a UUID is 36). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  otherRequest:
    'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
  running: 'A request with this Idempotency-Key is still being answered. Try again in a moment.',
} as const;
