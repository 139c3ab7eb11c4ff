import { paiseToRupees } from '@aquadesk/shared/money.ts';
import type { PartLine } from '@aquadesk/shared/parts.ts';
import type { PartLineRow } from './repository.ts';

/** A stored line as the wire carries it: its frozen price and amount in rupees. */
export function toPartLine(row: PartLineRow): PartLine {
  const { unit_price_paise, ...rest } = row;
  return {
    ...rest,
    unit_price: paiseToRupees(unit_price_paise),
    amount: paiseToRupees(unit_price_paise * row.quantity),
  };
}

/** The Ready to invoice section's cursor: the client's oldest waiting line and the client's id. */
export function encodePartsCursor(at: string, id: number): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

export function decodePartsCursor(text: string): { at: string; id: number } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [at, id] = value as unknown[];
      if (
        typeof at === 'string' &&
        !Number.isNaN(Date.parse(at)) &&
        typeof id === 'number' &&
        Number.isInteger(id)
      )
        return { at, id };
    }
  } catch {
    // not one of ours
  }
  return null;
}
