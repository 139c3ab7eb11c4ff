import { createRequire } from 'node:module';
import { QR_QUIET_MODULES, qrVersionAtM } from '@aquadesk/shared/qr-capacity.ts';
import { describe, expect, it } from 'vitest';
import { eInvoiceFacts, qrNode } from '../../src/modules/documents/operations/e-invoice-pdf-block.ts';

// pdfmake's own QR encoder (untyped, not exported by name): the printed code is what it draws
const require = createRequire(import.meta.url);
const qrEnc = (require('pdfmake/js/qrEnc.js') as { default: QrEncoder }).default;
interface QrEncoder {
  measure(node: {
    qr: string;
    eccLevel: string;
    mode?: string;
    version?: number;
    fit?: number;
    padding?: number;
    mask?: number;
  }): {
    _width: number;
    _canvas: unknown[];
  };
}

/** The modules on a side of the code pdfmake picks for `text` at level M (at its default 5 pt a module). */
const pdfmakeModules = (text: string) =>
  // a fixed mask spares the search for the best one, which does not change the size
  qrEnc.measure({ qr: text, eccLevel: 'M', mode: 'octet', mask: 0 })._width / 5;

describe('the e-invoice QR code in the PDF (docs/requirements/003-e-invoice.md §10)', () => {
  it('knows the version pdfmake picks for every length up to version 40 at level M', () => {
    // each version's last length and the next version's first
    const lengths = [1, 14, 15, 26, 27, 42, 43, 997, 998, 1059, 1060, 1628, 1629, 2331];
    for (let length = 1; length <= 2331; length += 97) lengths.push(length);
    for (const length of lengths) {
      const text = 'a'.repeat(length);
      expect(17 + 4 * (qrVersionAtM(text) ?? 0), `length ${length}`).toBe(pdfmakeModules(text));
    }
    expect(qrVersionAtM('a'.repeat(2332))).toBeNull();
  });

  it('draws whole points a module with a four-module quiet zone, about 4.4 cm for a signed QR of a kilobyte', () => {
    const jwt = `${'h'.repeat(60)}.${'p'.repeat(560)}.${'s'.repeat(342)}`;
    const node = qrNode(jwt) as { fit: number; version: number; padding: number };
    const modules = 17 + 4 * node.version;
    expect(node.fit % modules).toBe(0);
    expect(node.fit / modules).toBeGreaterThanOrEqual(1);
    expect(node.padding).toBe(QR_QUIET_MODULES);
    const drawn = qrEnc.measure({ ...node, qr: jwt, eccLevel: 'M', mode: 'octet' });
    expect(drawn._width).toBe(node.fit + 2 * QR_QUIET_MODULES * (node.fit / modules));
    expect(drawn._width).toBeGreaterThan(100);
    expect(drawn._width).toBeLessThan(160);
    // a short text gets bigger modules, never a code smaller than about the same size
    const short = qrNode('x'.repeat(40)) as { fit: number; version: number };
    expect(short.fit / (17 + 4 * short.version)).toBeGreaterThan(1);
  });

  it('prints the IRN, the acknowledgement, and a QR of the full signed text', () => {
    const block = JSON.stringify(
      eInvoiceFacts({
        irn: 'a'.repeat(64),
        ack_no: '112010000000001',
        ack_date: '2026-11-27 17:05:09',
        signed_qr: 'q.r.s',
      }),
    );
    for (const text of [
      'IRN',
      'a'.repeat(64),
      'Ack No.',
      '112010000000001',
      'Ack Date',
      '2026-11-27 17:05:09',
    ])
      expect(block).toContain(text);
    expect(JSON.stringify(qrNode('q.r.s'))).toContain('"qr":"q.r.s"');
  });

  it('refuses a text no QR code holds', () => {
    expect(() => qrNode('a'.repeat(3000))).toThrow(RangeError);
  });
});
