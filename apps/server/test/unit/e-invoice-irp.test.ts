import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import {
  type EInvoice,
  eInvoiceJson,
  eInvoiceSourceOfInvoice,
  type ValidEInvoice,
  validateEInvoice,
} from '@aquadesk/shared/e-invoice.ts';
import { computeTaxDocument } from '@aquadesk/shared/tax-invoice.ts';
import { decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  creditNote,
  type FixtureLine,
  issuedInvoice,
  KARNATAKA_CLIENT,
  KERALA_CLIENT,
  LINES,
  SUPPLIER,
} from '../../../../packages/shared/test/support/e-invoice-fixtures.ts';
import {
  eInvoiceSourceOfNote,
  type NoteForEInvoice,
} from '../../src/modules/e-invoices/operations/note-source.ts';
import { irnOf } from '../../src/platform/irp/irn.ts';
import {
  ackDateOf,
  ackNoOf,
  registerWithSandboxIrp,
  SANDBOX_IRP_ISSUER,
  sandboxIrpKeys,
  verifySignedInvoice,
  verifySignedQr,
} from '../../src/platform/irp/sandbox-irp.ts';

/** The IRN and the sandbox IRP's signed answer (docs/requirements/003-e-invoice.md §9-§10). */

const NOW = new Date('2026-11-27T06:00:00Z');

function validated(json: unknown): ValidEInvoice {
  const check = validateEInvoice(json, { now: NOW });
  if (!check.ok) throw new Error(check.problems.map((p) => p.message).join('\n'));
  return check.invoice;
}

const invoiceJson = () =>
  validated(eInvoiceJson(eInvoiceSourceOfInvoice(issuedInvoice(KARNATAKA_CLIENT, '29'))));

describe('the IRN', () => {
  it('is the SHA-256 of GSTIN, financial year, type and number (a known answer)', () => {
    expect(SUPPLIER.gstin).toBe('29AABCA1234B1ZD');
    // printf '%s' '29AABCA1234B1ZD2026-27INVAQ/26-27/0042' | sha256sum
    expect(irnOf('29AABCA1234B1ZD', '2026-27', 'INV', 'AQ/26-27/0042')).toBe(
      '428026e07bbf9320aeda9d37cd78230541354267080d541fc296f7bafbf063f4',
    );
    expect(irnOf('29AABCA1234B1ZD', '2026-27', 'CRN', 'CN/26-27/0007')).toBe(
      '59a279c426825b82a3393a7e5755373716a1baafe291946eaf4bfdb41d2c17d6',
    );
  });

  it('differs when any of the four differs', () => {
    const base = irnOf('29AABCA1234B1ZD', '2026-27', 'INV', 'AQ/26-27/0042');
    expect(irnOf('29AAGCM4321D1ZQ', '2026-27', 'INV', 'AQ/26-27/0042')).not.toBe(base);
    expect(irnOf('29AABCA1234B1ZD', '2027-28', 'INV', 'AQ/26-27/0042')).not.toBe(base);
    expect(irnOf('29AABCA1234B1ZD', '2026-27', 'DBN', 'AQ/26-27/0042')).not.toBe(base);
    expect(irnOf('29AABCA1234B1ZD', '2026-27', 'INV', 'AQ/26-27/0043')).not.toBe(base);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the sandbox IRP', () => {
  it('answers with the IRN, a 15-digit acknowledgement, its moment in IST and tokens that verify', async () => {
    const keys = await sandboxIrpKeys();
    const json = invoiceJson();
    const answer = await registerWithSandboxIrp(json, { keys, now: new Date('2026-11-27T11:35:09Z') });
    expect(answer.Irn).toBe('428026e07bbf9320aeda9d37cd78230541354267080d541fc296f7bafbf063f4');
    expect(String(answer.AckNo)).toMatch(/^1\d{14}$/);
    expect(answer.AckDt).toBe('2026-11-27 17:05:09');
    expect(answer.Status).toBe('ACT');
    expect(decodeProtectedHeader(answer.SignedQRCode)).toEqual({ alg: 'RS256', typ: 'JWT', kid: keys.kid });

    const qr = await verifySignedQr(answer.SignedQRCode, keys.publicKey);
    expect(qr).toEqual({
      SellerGstin: '29AABCA1234B1ZD',
      BuyerGstin: KARNATAKA_CLIENT.gstin,
      DocNo: 'AQ/26-27/0042',
      DocTyp: 'INV',
      DocDt: '20/11/2026',
      TotInvVal: json.ValDtls.TotInvVal,
      ItemCnt: 3,
      MainHsnCode: '998719',
      Irn: answer.Irn,
      IrnDt: '2026-11-27 17:05:09',
    });
    const signed = await verifySignedInvoice(answer.SignedInvoice, keys.publicKey);
    const { Irn, AckNo, AckDt, ...registered } = signed;
    expect(registered).toEqual(json);
    expect({ Irn, AckNo, AckDt }).toEqual({ Irn: answer.Irn, AckNo: answer.AckNo, AckDt: answer.AckDt });
  });

  it("is refused by another key, and a token tampered with doesn't verify", async () => {
    const keys = await sandboxIrpKeys();
    const answer = await registerWithSandboxIrp(invoiceJson(), { keys, now: NOW });
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await expect(verifySignedQr(answer.SignedQRCode, other.publicKey)).rejects.toThrow();
    const [header, payload, signature] = answer.SignedQRCode.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { data: string };
    const forged = Buffer.from(
      JSON.stringify({ ...claims, data: claims.data.replace(/"TotInvVal":[\d.]+/, '"TotInvVal":1') }),
    ).toString('base64url');
    await expect(verifySignedQr(`${header}.${forged}.${signature}`, keys.publicKey)).rejects.toThrow();
    // a token of another issuer, even signed with the same key, is no sandbox answer
    const foreign = await new SignJWT({ data: claims.data })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer('NIC')
      .sign(keys.privateKey);
    await expect(verifySignedQr(foreign, keys.publicKey)).rejects.toThrow();
    const ours = await new SignJWT({ data: claims.data })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(SANDBOX_IRP_ISSUER)
      .sign(keys.privateKey);
    expect((await verifySignedQr(ours, keys.publicKey)).Irn).toBe(answer.Irn);
  });

  it('signs with a key from configuration, and refuses a weak or non-RSA one', async () => {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const keys = await sandboxIrpKeys(privateKey);
    const answer = await registerWithSandboxIrp(invoiceJson(), { keys, now: NOW, ackCounter: 42 });
    expect(answer.AckNo).toBe(100_000_000_000_042);
    const qr = await verifySignedQr(answer.SignedQRCode, createPublicKey(privateKey));
    expect(qr.Irn).toBe(answer.Irn);
    const weak = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    expect(() => sandboxIrpKeys(weak.privateKey)).toThrow(RangeError);
    const ec = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    expect(() => sandboxIrpKeys(ec.privateKey)).toThrow(RangeError);
  });

  it('makes one key per process when none is configured', async () => {
    expect(await sandboxIrpKeys()).toBe(await sandboxIrpKeys(null));
  });

  it('gives the same document the same acknowledgement without a counter, and 15 digits either way', () => {
    const irn = irnOf('29AABCA1234B1ZD', '2026-27', 'INV', 'AQ/26-27/0042');
    expect(ackNoOf(irn)).toBe(ackNoOf(irn));
    expect(String(ackNoOf('f'.repeat(64)))).toMatch(/^1\d{14}$/);
    expect(ackNoOf(irn, 1)).toBe(100_000_000_000_001);
    expect(ackNoOf(irn, 99_999_999_999_999)).toBe(199_999_999_999_999);
    expect(() => ackNoOf(irn, 0)).toThrow(RangeError);
    expect(() => ackNoOf(irn, 100_000_000_000_000)).toThrow(RangeError);
    expect(ackDateOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01 00:00:00');
  });
});

describe("a note's e-invoice", () => {
  /** A credit note as noteDocument reads it from the note's own rows (numerics as the database gives them). */
  function noteDocument(lines: readonly FixtureLine[]): NoteForEInvoice {
    const invoice = issuedInvoice(KERALA_CLIENT, '32');
    const figures = computeTaxDocument(lines, SUPPLIER.state_code, '32');
    return {
      supplier: SUPPLIER,
      place_of_supply: { code: '32', name: 'Kerala' },
      note: {
        kind: 'credit',
        number: 'CN/26-27/0007',
        reason: 'Two membrane modules returned unused',
        issuedAt: new Date('2026-11-25T10:00:00Z'),
        taxable: figures.totals.taxable,
        cgst: figures.totals.cgst,
        sgst: figures.totals.sgst,
        igst: figures.totals.igst,
        roundOff: figures.totals.round_off,
        total: figures.totals.total,
      },
      lines: lines.map((l, i) => {
        const f = figures.lines[i] as (typeof figures.lines)[number];
        return {
          description: l.description,
          hsn: l.hsn,
          unit: l.unit,
          quantity: `${l.quantity}.000`,
          rate: String(l.unitPrice),
          value: f.value,
          discount: f.discount,
          taxable: f.taxable,
          gstRate: `${f.gst_rate}.00`,
          cgstAmount: f.cgst,
          sgstAmount: f.sgst,
          igstAmount: f.igst,
          amount: f.total,
        };
      }),
      invoice: { invoice },
    };
  }

  it('is the CRN of the note as printed, naming its invoice, and registers', async () => {
    const returned: FixtureLine = { ...(LINES[1] as FixtureLine), quantity: '2', discount: '0' };
    const doc = noteDocument([returned]);
    const source = eInvoiceSourceOfNote(doc);
    expect(source).toEqual(creditNote(issuedInvoice(KERALA_CLIENT, '32'), [returned], '32'));
    const json: EInvoice = validated(eInvoiceJson(source));
    expect(json.DocDtls).toEqual({ Typ: 'CRN', No: 'CN/26-27/0007', Dt: '25/11/2026' });
    expect(json.RefDtls?.PrecDocDtls).toEqual([{ InvNo: 'AQ/26-27/0042', InvDt: '20/11/2026' }]);
    expect(json.ValDtls.TotInvVal).toBe(Number(doc.note.total));

    const keys = await sandboxIrpKeys();
    const answer = await registerWithSandboxIrp(validated(json), { keys, now: NOW });
    expect(answer.Irn).toBe('59a279c426825b82a3393a7e5755373716a1baafe291946eaf4bfdb41d2c17d6');
    const qr = await verifySignedQr(answer.SignedQRCode, keys.publicKey);
    expect(qr).toMatchObject({ DocTyp: 'CRN', DocNo: 'CN/26-27/0007', ItemCnt: 1, MainHsnCode: '84212190' });
  });

  it('refuses a note on an invoice that was never issued', () => {
    const doc = noteDocument(LINES);
    const draft = { ...doc, invoice: { invoice: { ...doc.invoice.invoice, number: null, issued_at: null } } };
    expect(() => eInvoiceSourceOfNote(draft)).toThrow(RangeError);
  });
});
