import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new invoice's key: 192 random bits, base64url (32 characters). */
export function newInvoiceKey(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Does `given` equal the stored key? In constant time: both are hashed first, so the comparison sees two
 * 32-byte digests whatever the lengths, and timingSafeEqual compares them without an early exit.
 */
export function keyMatches(stored: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(stored), digest(given));
}
