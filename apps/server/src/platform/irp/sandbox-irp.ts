import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { istClock } from '@aquadesk/shared/dates.ts';
import {
  E_INVOICE_LIMITS,
  type EInvoiceQr,
  eInvoiceFinancialYear,
  eInvoiceQr,
  type ValidEInvoice,
  ZEInvoice,
} from '@aquadesk/shared/e-invoice.ts';
import { exportSPKI, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { irnOf } from './irn.ts';

/**
 * A local stand-in for the Invoice Registration Portal (docs/requirements/003-e-invoice.md §10): given an
 * e-invoice that passed validateEInvoice, it answers as the IRP does on success — the IRN, an acknowledgement
 * number and moment, the e-invoice signed as a JSON Web Token, and the signed QR code's particulars — signed
 * with a key of AquaDesk's own (RS256, as the IRP signs). It registers nothing with the government: a sandbox
 * answer proves the document is well formed, and its tokens verify with the sandbox's public key only.
 */

/** Who signs a sandbox answer (the tokens' `iss`); the IRP's own tokens name the NIC. */
export const SANDBOX_IRP_ISSUER = 'AquaDesk sandbox IRP';

export interface IrpSigningKeys {
  privateKey: KeyObject | CryptoKey;
  publicKey: KeyObject | CryptoKey;
  /** The key's id in the tokens' header: the first 16 hex digits of the SHA-256 of its public key (SPKI). */
  kid: string;
}

/** The IRP's answer to a registration (its "Generate IRN" success), as the sandbox gives it. */
export interface IrpAnswer {
  Irn: string;
  /** 15 digits. */
  AckNo: number;
  /** IST, "yyyy-mm-dd hh:mm:ss". */
  AckDt: string;
  SignedInvoice: string;
  SignedQRCode: string;
  Status: 'ACT';
}

const MIN_RSA_BITS = 2048;

async function keysOf(
  privateKey: KeyObject | CryptoKey,
  publicKey: KeyObject | CryptoKey,
): Promise<IrpSigningKeys> {
  const spki = await exportSPKI(publicKey);
  const kid = createHash('sha256').update(spki).digest('hex').slice(0, 16);
  return { privateKey, publicKey, kid };
}

let processKeys: Promise<IrpSigningKeys> | undefined;

/**
 * The sandbox's signing keys: from an RSA private key in PKCS #8 PEM (configuration) when one is given, else a
 * pair made once per process (its tokens then verify only while the process lives).
 */
export function sandboxIrpKeys(privateKeyPem?: string | null): Promise<IrpSigningKeys> {
  if (privateKeyPem) {
    const privateKey = createPrivateKey(privateKeyPem);
    const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
    if (privateKey.asymmetricKeyType !== 'rsa' || bits < MIN_RSA_BITS) {
      throw new RangeError(`the sandbox IRP signs with an RSA key of at least ${MIN_RSA_BITS} bits`);
    }
    return keysOf(privateKey, createPublicKey(privateKey));
  }
  processKeys ??= generateKeyPair('RS256', { modulusLength: MIN_RSA_BITS, extractable: true }).then((pair) =>
    keysOf(pair.privateKey, pair.publicKey),
  );
  return processKeys;
}

/** A moment in IST as the IRP writes AckDt: "2026-11-27 17:05:09". */
export function ackDateOf(at: Date): string {
  return istClock(at);
}

const ACK_BASE = 10n ** 14n;

/**
 * A 15-digit acknowledgement number: 1 followed by the counter in 14 digits when one is given (the later
 * change keeps it in the database), else 1 followed by 14 digits drawn from the IRN, so the same document
 * always gets the same number.
 */
export function ackNoOf(irn: string, counter?: number): number {
  if (counter !== undefined) {
    if (!Number.isSafeInteger(counter) || counter < 1 || BigInt(counter) >= ACK_BASE) {
      throw new RangeError(`an acknowledgement counter is a whole number from 1 to ${ACK_BASE - 1n}`);
    }
    return Number(ACK_BASE + BigInt(counter));
  }
  return Number(ACK_BASE + (BigInt(`0x${irn.slice(0, 16)}`) % ACK_BASE));
}

const sign = (data: unknown, keys: IrpSigningKeys, at: Date) =>
  new SignJWT({ data: JSON.stringify(data) })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: keys.kid })
    .setIssuer(SANDBOX_IRP_ISSUER)
    .setIssuedAt(Math.floor(at.getTime() / 1000))
    .sign(keys.privateKey);

/** Registers a validated e-invoice with the sandbox: the IRP's answer, signed with the sandbox's key. */
export async function registerWithSandboxIrp(
  invoice: ValidEInvoice,
  opts: { keys: IrpSigningKeys; now?: Date; ackCounter?: number },
): Promise<IrpAnswer> {
  const at = opts.now ?? new Date();
  const { DocDtls, SellerDtls } = invoice;
  const Irn = irnOf(SellerDtls.Gstin, eInvoiceFinancialYear(DocDtls.Dt), DocDtls.Typ, DocDtls.No);
  const AckNo = ackNoOf(Irn, opts.ackCounter);
  const AckDt = ackDateOf(at);
  const [SignedInvoice, SignedQRCode] = await Promise.all([
    sign({ ...invoice, Irn, AckNo, AckDt }, opts.keys, at),
    sign(eInvoiceQr(invoice, Irn, AckDt), opts.keys, at),
  ]);
  return { Irn, AckNo, AckDt, SignedInvoice, SignedQRCode, Status: 'ACT' };
}

const ZIrn = z.string().regex(/^[0-9a-f]{64}$/);
const ZAckDt = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** The QR code's particulars (spec 003 §10), as a token's `data` carries them. */
const ZEInvoiceQr = z.strictObject({
  SellerGstin: z.string().length(15),
  BuyerGstin: z.string().length(15),
  DocNo: z.string().min(1).max(E_INVOICE_LIMITS.number),
  DocTyp: z.enum(['INV', 'CRN', 'DBN']),
  DocDt: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
  TotInvVal: z.number().min(0).max(E_INVOICE_LIMITS.amountMax),
  ItemCnt: z.number().int().min(1).max(E_INVOICE_LIMITS.items),
  MainHsnCode: z.string().regex(/^\d{4,8}$/),
  Irn: ZIrn,
  IrnDt: ZAckDt,
});

const ZRegisteredEInvoice = ZEInvoice.extend({
  Irn: ZIrn,
  AckNo: z
    .number()
    .int()
    .min(1e14)
    .max(1e15 - 1),
  AckDt: ZAckDt,
});
export type RegisteredEInvoice = z.output<typeof ZRegisteredEInvoice>;

/** The `data` of a token signed by the sandbox, checked against its public key; throws when it does not verify. */
async function verifiedData(token: string, publicKey: KeyObject | CryptoKey): Promise<unknown> {
  const { payload } = await jwtVerify(token, publicKey, {
    issuer: SANDBOX_IRP_ISSUER,
    algorithms: ['RS256'],
  });
  if (typeof payload.data !== 'string') throw new TypeError('the token carries no data');
  return JSON.parse(payload.data);
}

/** The particulars of a signed QR code, once its signature verifies with `publicKey`. */
export async function verifySignedQr(token: string, publicKey: KeyObject | CryptoKey): Promise<EInvoiceQr> {
  return ZEInvoiceQr.parse(await verifiedData(token, publicKey));
}

/** The e-invoice a SignedInvoice carries, with its IRN and acknowledgement, once its signature verifies. */
export async function verifySignedInvoice(
  token: string,
  publicKey: KeyObject | CryptoKey,
): Promise<RegisteredEInvoice> {
  return ZRegisteredEInvoice.parse(await verifiedData(token, publicKey));
}
