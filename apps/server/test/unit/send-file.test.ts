import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentDisposition,
  type SendFileOptions,
  safeFileName,
  sendFile,
} from '../../src/platform/send-file.ts';

// issue 42 item 2: every download and document leaves the server through one helper
describe('contentDisposition', () => {
  it('quotes a plain name as it is, as a download or inline', () => {
    expect(contentDisposition('attachment', 'clients-2026-11-27.csv')).toBe(
      'attachment; filename="clients-2026-11-27.csv"',
    );
    expect(contentDisposition('inline', 'receipt-12.pdf')).toBe('inline; filename="receipt-12.pdf"');
  });

  it('cannot be broken out of: a quote, a backslash, a path or a line break in a name', () => {
    expect(contentDisposition('attachment', 'a"; filename="evil.exe')).toBe(
      'attachment; filename="a-; filename=-evil.exe"',
    );
    expect(contentDisposition('attachment', '..\\..\\x.csv')).toBe('attachment; filename="..-..-x.csv"');
    expect(contentDisposition('attachment', '../etc/passwd')).toBe('attachment; filename="..-etc-passwd"');
    expect(contentDisposition('attachment', 'a\r\nSet-Cookie: x=1.csv')).toBe(
      'attachment; filename="aSet-Cookie: x=1.csv"',
    );
    expect(safeFileName('tab\there\u007f.pdf')).toBe('tabhere.pdf');
  });

  it('gives a name in another script as UTF-8 too (RFC 5987), with an ASCII stand-in', () => {
    expect(contentDisposition('attachment', 'statement-ജലം-₹.pdf')).toBe(
      'attachment; filename="statement-___-_.pdf"; filename*=UTF-8\'\'statement-%E0%B4%9C%E0%B4%B2%E0%B4%82-%E2%82%B9.pdf',
    );
    // the characters RFC 5987 leaves out of a value are encoded too
    expect(contentDisposition('inline', "O'Brien (copy)* é.pdf")).toBe(
      "inline; filename=\"O'Brien (copy)* _.pdf\"; filename*=UTF-8''O%27Brien%20%28copy%29%2A%20%C3%A9.pdf",
    );
  });
});

describe('sendFile', () => {
  const app = Fastify();
  const file = { body: Buffer.from('a,b\r\n'), contentType: 'text/csv; charset=utf-8', fileName: 'list.csv' };
  const routes: [string, SendFileOptions | undefined][] = [
    ['/default', undefined],
    ['/inline', { disposition: 'inline' }],
    ['/cached', { cache: 'private, max-age=3600' }],
  ];
  beforeAll(async () => {
    for (const [path, options] of routes) app.get(path, (_request, reply) => sendFile(reply, file, options));
    app.get('/image', (_request, reply) =>
      sendFile(
        reply,
        { body: Buffer.from([0x89, 0x50]), contentType: 'image/png' },
        { cache: 'private, max-age=86400' },
      ),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the body with its type, as a download no cache keeps by default', async () => {
    const res = await app.inject({ method: 'GET', url: '/default' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(file.body);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="list.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('opens inline, or keeps the given cache policy, when asked', async () => {
    const inline = await app.inject({ method: 'GET', url: '/inline' });
    expect(inline.headers['content-disposition']).toBe('inline; filename="list.csv"');
    expect(inline.headers['cache-control']).toBe('private, no-store');
    const cached = await app.inject({ method: 'GET', url: '/cached' });
    expect(cached.headers['content-disposition']).toBe('attachment; filename="list.csv"');
    expect(cached.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('shows an image with no name in the page, kept as long as its cache policy says', async () => {
    const res = await app.inject({ method: 'GET', url: '/image' });
    expect(res.rawPayload).toEqual(Buffer.from([0x89, 0x50]));
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
  });
});
