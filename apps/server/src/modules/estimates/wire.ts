import { fieldError } from '../../platform/errors.ts';
import type { ListCursor } from './repository.ts';

const BAD_CURSOR = 'This page link is no longer valid; reload the list';

/** The estimate list's cursor (status rank, creation time, id) as the opaque text a page hands out. */
export function encodeListCursor(c: ListCursor): string {
  return Buffer.from(JSON.stringify([c.rank, c.at, c.id])).toString('base64url');
}

/** The cursor a client sent back; a 400 at `field` when it is not one this server made. */
export function decodeListCursor(text: string, field: string): ListCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3) {
      const [rank, at, id] = value as unknown[];
      if (
        typeof rank === 'number' &&
        Number.isInteger(rank) &&
        typeof at === 'string' &&
        !Number.isNaN(Date.parse(at)) &&
        typeof id === 'number' &&
        Number.isInteger(id)
      )
        return { rank, at, id };
    }
  } catch {
    // reported below
  }
  throw fieldError(field, BAD_CURSOR);
}
