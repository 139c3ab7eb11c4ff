import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The policy of the web app's pages: helmet's defaults, without upgrade-insecure-requests (plain HTTP on
 * localhost), with the map tiles, the map frame and the payment checkout allowed. HSTS is not part of
 * it: it is sent only over HTTPS (app.ts).
 */
const POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'upgrade-insecure-requests': null,
      'img-src': ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
      'frame-src': ["'self'", 'https://www.openstreetmap.org', 'https://api.razorpay.com'],
      'script-src': ["'self'", 'https://checkout.razorpay.com'],
      'connect-src': ["'self'", 'https://*.razorpay.com'],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
};

/**
 * helmet's headers for HTML documents and static files, computed once at start-up (issue 10): helmet
 * runs a single time against a recording response, and every page or file answer gets the same set.
 */
export function documentSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(POLICY)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  if (!headers['content-security-policy']) throw new Error('helmet produced no Content-Security-Policy');
  return headers;
}

/** What every /api answer carries: JSON is never sniffed as something else. */
export const API_SECURITY_HEADERS: Record<string, string> = { 'x-content-type-options': 'nosniff' };
