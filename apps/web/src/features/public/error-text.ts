import { isApiError, serverMessageOf } from '../../lib/api-client.ts';

/**
 * spec 000 §8: a public product list or page that fails shows 'Error: ' plus the server's message, or
 * the page's fallback ('Failed to fetch products', 'Failed to fetch product') when the server gave none
 * (no answer, or an answer without a message).
 */
export function errorText(error: unknown, fallback: string): string {
  const message = isApiError(error)
    ? serverMessageOf(error)
    : error instanceof Error && error.message
      ? error.message
      : null;
  return `Error: ${message ?? fallback}`;
}
