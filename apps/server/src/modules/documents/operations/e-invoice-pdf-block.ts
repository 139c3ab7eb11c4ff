import type { PublicEInvoice } from '@aquadesk/shared/e-invoice-status.ts';
import { QR_QUIET_MODULES, qrModules, qrVersionAtM } from '@aquadesk/shared/qr-capacity.ts';
import type { Content, ContentQr } from 'pdfmake/interfaces';

/** The printed code's side aimed at, in points (about 4.4 cm), quiet zone apart. */
const QR_TARGET_POINTS = 124;

/**
 * The QR node of pdfmake for `text`: pdfmake draws each module as a whole number of points (`fit` divided by
 * the modules, rounded down), so `fit` is a multiple of the modules — at least one point a module (0.35 mm,
 * which a phone reads on paper), more for a short text — and the four modules of quiet zone around it.
 */
export function qrNode(text: string): ContentQr {
  const version = qrVersionAtM(text);
  if (version === null) throw new RangeError('the text is too long for a QR code');
  const modules = qrModules(version);
  const moduleSize = Math.max(1, Math.floor(QR_TARGET_POINTS / modules));
  // `padding` (the quiet zone, in modules) is pdfmake's, missing from its typings
  const node: ContentQr & { padding: number } = {
    qr: text,
    eccLevel: 'M',
    mode: 'octet',
    version,
    fit: moduleSize * modules,
    padding: QR_QUIET_MODULES,
  };
  return node;
}

/**
 * A registered document's e-invoice particulars (docs/requirements/003-e-invoice.md §10): the IRN (on one line,
 * a little smaller: 64 characters), the acknowledgement number and date, under the heading "e-Invoice". The
 * document prints them at its top, with the signed QR code (qrNode) at the top right.
 */
export function eInvoiceFacts(e: PublicEInvoice): Content[] {
  return [
    { text: 'e-Invoice', style: 'section', margin: [0, 0, 0, 2] },
    {
      layout: 'noBorders',
      table: {
        widths: ['auto', '*'],
        body: [
          [
            { text: 'IRN', style: 'muted' },
            { text: e.irn, fontSize: 8 },
          ],
          [{ text: 'Ack No.', style: 'muted' }, { text: e.ack_no }],
          [{ text: 'Ack Date', style: 'muted' }, { text: e.ack_date }],
        ],
      },
    },
  ];
}
