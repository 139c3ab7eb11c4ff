import type { FastifyReply } from 'fastify';

/**
 * A file as an HTTP answer (docs/api.md "Lists", "Documents", "Registers"): every route that answers a
 * download or a document sends it through `sendFile`, so its type, its name, how the browser takes it and
 * who may keep it are written one way.
 */

/** A file made or read by an operation, ready to send. */
export interface FileToSend {
  body: Buffer | string;
  contentType: string;
  /** The name it is saved under; none for an image a page shows (no Content-Disposition). */
  fileName?: string;
}

export interface SendFileOptions {
  /** `attachment` (the default) is saved as a download; `inline` opens in the browser (a PDF). */
  disposition?: 'attachment' | 'inline';
  /** The Cache-Control policy; by default no cache keeps it (`private, no-store`). */
  cache?: string;
}

export const NO_STORE = 'private, no-store';

/**
 * The name a file may be saved under: no control character, and `-` for a quote, a backslash or a path
 * separator (which would end the quoted string or name a folder).
 */
export function safeFileName(name: string): string {
  return name.replace(/\p{Cc}/gu, '').replace(/["\\/]/g, '-');
}

/**
 * The Content-Disposition header of a file (RFC 6266): `attachment; filename="invoices-2026-12-03.csv"`.
 * A name outside printable ASCII (another script, ₹) is quoted with `_` for those characters and given
 * again in full as `filename*=UTF-8''…` (RFC 5987), which browsers prefer.
 */
export function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  const safe = safeFileName(fileName);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  const plain = `${disposition}; filename="${ascii}"`;
  if (ascii === safe) return plain;
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${plain}; filename*=UTF-8''${encoded}`;
}

/**
 * Sends `file` as it says: with a name, a download by default; with no cache keeping it unless `cache` says
 * otherwise.
 */
export function sendFile(reply: FastifyReply, file: FileToSend, options: SendFileOptions = {}): FastifyReply {
  reply.header('content-type', file.contentType).header('cache-control', options.cache ?? NO_STORE);
  if (file.fileName !== undefined) {
    reply.header(
      'content-disposition',
      contentDisposition(options.disposition ?? 'attachment', file.fileName),
    );
  }
  return reply.send(file.body);
}
