import { randomUUID } from 'node:crypto';
import type { ValidEInvoice } from '@aquadesk/shared/e-invoice.ts';
import { z } from 'zod';
import {
  type IrpCancellation,
  type IrpCancelReason,
  type IrpDocumentRef,
  IrpError,
  type IrpProvider,
  type IrpRegistration,
} from './provider.ts';

/**
 * The Invoice Registration Portal through a GST Suvidha Provider's e-invoice API (docs/requirements/
 * 003-e-invoice.md "GSP provider", docs/decisions/0013-irp-providers.md): the GSP holds the session with the
 * IRP and its payload encryption, and AquaDesk calls it over TLS with the GSP's client credentials (a bearer
 * token) and the taxpayer's e-invoice API user in headers. Every call answers or throws an IrpError; a
 * credential never appears in an error's message.
 */

export interface GspOptions {
  /** The GSP's API origin: https, or http on 127.0.0.1 / localhost only (a local stub). */
  origin: string;
  /** The GSP's client id and secret (its application's credentials: gspappid, gspappsecret). */
  clientId: string;
  clientSecret: string;
  /** The taxpayer's e-invoice API user at the IRP, created on the e-invoice portal for this GSP. */
  username: string;
  password: string;
  /** The supplier's GSTIN: every document sent is this GSTIN's. */
  gstin: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** How long one HTTP call may take, answer read included; 20 s unless given. */
  timeoutMs?: number;
}

/** The GSP's paths, under the origin. */
export const GSP_PATHS = {
  auth: '/gsp/authenticate',
  generate: '/enriched/ei/api/invoice',
  byIrn: '/enriched/ei/api/invoice/irn',
  cancel: '/enriched/ei/api/invoice/cancel',
} as const;

/** The IRP's error codes AquaDesk acts on (the GSP passes them on as "2150 : Duplicate IRN"). */
export const IRP_CODES = {
  /** The document was registered before; the stored IRN comes in the answer (InfCd DUPIRN). */
  duplicate: '2150',
  /** No IRN of that number for this GSTIN. */
  notAvailable: '2148',
  notFound: '2154',
  /** More than 24 hours since the acknowledgement: the IRN can no longer be cancelled. */
  cancelWindowOver: '2270',
  /** The IRN is no longer active (cancelled already). */
  notActive: '9999',
} as const;

/** Codes the IRP gives for a failure on its side that passes: try again later. */
const PASSING_CODES = new Set([
  '1005', // invalid token: the GSP's session with the IRP lapsed
  '2146', // unable to create the IRN, try after some time
  '2147', // unable to sign, try after some time
]);

const DEFAULT_TIMEOUT_MS = 20_000;
/** An answer larger than this is not one the GSP gives (a signed 1000-line invoice is well under it). */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
/** The longest message an IrpError carries from the GSP. */
export const MAX_GSP_MESSAGE = 500;
/** A token is renewed this long before the GSP says it expires (less for a very short-lived one). */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;
/** However long the GSP lets a token live, it is renewed at least daily. */
const MAX_TOKEN_LIFE_MS = 24 * 60 * 60 * 1000;

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The origin as a URL with no trailing slash; only https, or http to this machine (tests). */
function originOf(origin: string): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new RangeError('the GSP origin is not a URL');
  }
  if (
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    (url.pathname !== '/' && url.pathname !== '')
  ) {
    throw new RangeError('the GSP origin is a scheme, a host and a port only');
  }
  const local = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !local) {
    throw new RangeError('the GSP origin must be https (http only on 127.0.0.1 or localhost)');
  }
  return url.origin;
}

// ——— the GSP's answers ———

/** A JSON Web Token as the IRP signs it: three base64url parts. */
const ZJwt = z
  .string()
  .max(MAX_ANSWER_BYTES)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
const ZIrn = z.string().regex(/^[0-9a-fA-F]{64}$/);
/** AckNo: 15 digits, a JSON number or text. */
const ZAckNo = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d{15}$/)])
  .transform((n) => (typeof n === 'number' ? String(n) : n))
  .refine((s) => /^\d{15}$/.test(s), 'AckNo has 15 digits');
/** "yyyy-mm-dd hh:mm:ss" (a T between, or fractions of a second, are read too and dropped). */
const ZIrpMoment = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,9})?$/)
  .transform((s) => `${s.slice(0, 10)} ${s.slice(11, 19)}`);

const ZSuccess = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');
const ZEnvelope = z.object({
  success: ZSuccess,
  message: z.string().max(100_000).optional(),
  result: z.unknown().optional(),
});

const ZRegistration = z.object({
  Irn: ZIrn,
  AckNo: ZAckNo,
  AckDt: ZIrpMoment,
  SignedInvoice: ZJwt,
  SignedQRCode: ZJwt,
  Status: z.enum(['ACT', 'CNL']).default('ACT'),
});

const ZCancellation = z.object({ Irn: ZIrn, CancelDate: ZIrpMoment });

/** The failure's details (a list, or one entry): DUPIRN carries the registration the IRP already holds. */
const ZInfoItem = z.object({ InfCd: z.string().max(20), Desc: z.unknown().optional() });
const ZInfo = z.union([z.array(ZInfoItem).max(100), ZInfoItem.transform((item) => [item])]);
const ZDuplicateDesc = z.object({ Irn: ZIrn });

const ZToken = z.object({
  access_token: z
    .string()
    .min(1)
    .max(8192)
    .regex(/^[\x21-\x7e]+$/),
  expires_in: z.coerce.number().int().positive(),
});
const ZAuthRefusal = z.object({
  error: z.string().max(200),
  error_description: z.string().max(1000).optional(),
});

const CONTROL = /\p{Cc}+/gu;
/** A credential travels in a header: printable ASCII only. */
const HEADER_TEXT = /^[\x20-\x7e]{1,500}$/;

/** One line, no control characters, bounded, and no credential in it. */
function cleanMessage(text: string, secrets: readonly string[]): string {
  let out = text.replace(CONTROL, ' ');
  for (const secret of secrets) if (secret) out = out.split(secret).join('***');
  out = out.replace(/\s+/g, ' ').trim();
  return out.length > MAX_GSP_MESSAGE ? `${out.slice(0, MAX_GSP_MESSAGE - 1)}…` : out;
}

/** The IRP's code at the start of a GSP message ("2150 : Duplicate IRN"), if any. */
function codeOf(message: string): string | undefined {
  return /^\s*(\d{4})\s*:/.exec(message)?.[1];
}

interface Answer {
  status: number;
  json: unknown;
}

/** Unexpected: the GSP answered something this code does not read. Trying again may meet a sane answer. */
const unexpected = (what: string, status?: number) =>
  new IrpError(`The GSP gave an unexpected answer (${what})`, { retry: true, status });

export class GspIrpProvider implements IrpProvider {
  readonly kind = 'gsp' as const;
  private readonly origin: string;
  private readonly fetch: typeof fetch;
  private readonly now: () => Date;
  private readonly timeoutMs: number;
  private token: { value: string; renewAt: number } | null = null;
  /** The last token the GSP gave, kept out of messages even once dropped. */
  private lastToken = '';
  private pendingToken: Promise<string> | null = null;

  constructor(private readonly opts: GspOptions) {
    this.origin = originOf(opts.origin);
    for (const key of ['clientId', 'clientSecret', 'username', 'password', 'gstin'] as const) {
      if (!HEADER_TEXT.test(opts[key])) {
        throw new RangeError(`the GSP's ${key} is missing, too long, or not printable ASCII`);
      }
    }
    this.fetch = opts.fetch ?? globalThis.fetch;
    this.now = opts.now ?? (() => new Date());
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** What an error message must never hold. */
  private get secrets(): string[] {
    return [this.opts.clientSecret, this.opts.password, this.lastToken];
  }

  async generate(invoice: ValidEInvoice): Promise<IrpRegistration> {
    this.ownGstin(invoice.SellerDtls.Gstin);
    const answer = await this.call('POST', GSP_PATHS.generate, invoice);
    const env = this.envelope(answer);
    if (env.success) return { ...this.registration(env.result), duplicate: false };
    const message = env.message ?? '';
    if (codeOf(message) === IRP_CODES.duplicate) {
      const irn = this.duplicateIrn(env.result);
      if (irn) {
        const ref = {
          gstin: invoice.SellerDtls.Gstin,
          type: invoice.DocDtls.Typ,
          number: invoice.DocDtls.No,
          date: invoice.DocDtls.Dt,
        };
        const stored = await this.getByIrn(irn, ref);
        if (stored) return { ...stored, duplicate: true };
        throw new IrpError(`The IRP holds this document already (IRN ${irn}) but does not hand it out yet`, {
          retry: true,
          code: IRP_CODES.duplicate,
        });
      }
    }
    throw this.refusal(message, answer.status);
  }

  async getByIrn(irn: string, ref: IrpDocumentRef): Promise<IrpRegistration | null> {
    this.ownGstin(ref.gstin);
    if (!ZIrn.safeParse(irn).success) throw new IrpError('Not an IRN', { retry: false });
    const answer = await this.call('GET', `${GSP_PATHS.byIrn}?${new URLSearchParams({ irn })}`);
    const env = this.envelope(answer);
    if (env.success) return { ...this.registration(env.result), duplicate: false };
    const message = env.message ?? '';
    const code = codeOf(message);
    if (code === IRP_CODES.notAvailable || code === IRP_CODES.notFound) return null;
    throw this.refusal(message, answer.status);
  }

  async cancel(irn: string, reason: IrpCancelReason, remark: string): Promise<IrpCancellation> {
    if (!ZIrn.safeParse(irn).success) throw new IrpError('Not an IRN', { retry: false });
    const CnlRem = remark.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, 100);
    const answer = await this.call('POST', GSP_PATHS.cancel, { Irn: irn, CnlRsn: reason, CnlRem });
    const env = this.envelope(answer);
    if (!env.success) throw this.refusal(env.message ?? '', answer.status);
    const parsed = ZCancellation.safeParse(env.result);
    if (!parsed.success) throw unexpected('no IRN and cancel date', answer.status);
    return { irn: parsed.data.Irn.toLowerCase(), cancelDate: parsed.data.CancelDate };
  }

  // ——— the answers ———

  private ownGstin(gstin: string): void {
    if (gstin !== this.opts.gstin) {
      throw new IrpError(`This GSP account reports for GSTIN ${this.opts.gstin}, not ${gstin}`, {
        retry: false,
      });
    }
  }

  private envelope(answer: Answer): z.output<typeof ZEnvelope> {
    const parsed = ZEnvelope.safeParse(answer.json);
    if (!parsed.success) throw unexpected('no success flag', answer.status);
    return parsed.data;
  }

  private registration(result: unknown): Omit<IrpRegistration, 'duplicate'> {
    const parsed = ZRegistration.safeParse(result);
    if (!parsed.success) throw unexpected('no complete registration');
    const r = parsed.data;
    return {
      irn: r.Irn.toLowerCase(),
      ackNo: r.AckNo,
      ackDt: r.AckDt,
      signedInvoice: r.SignedInvoice,
      signedQr: r.SignedQRCode,
      status: r.Status,
    };
  }

  /** The IRN of a duplicate's DUPIRN detail, if the GSP passed it on. */
  private duplicateIrn(result: unknown): string | null {
    const info = ZInfo.safeParse(result);
    if (!info.success) return null;
    for (const item of info.data) {
      if (item.InfCd !== 'DUPIRN') continue;
      const desc = ZDuplicateDesc.safeParse(item.Desc);
      if (desc.success) return desc.data.Irn.toLowerCase();
    }
    return null;
  }

  /** The IRP (through the GSP) refused: the reason as the GSP gave it, and its code. */
  private refusal(message: string, status: number): IrpError {
    const text = cleanMessage(message, this.secrets) || 'The GSP refused the request without a reason';
    const code = codeOf(text);
    return new IrpError(text, { retry: code !== undefined && PASSING_CODES.has(code), code, status });
  }

  // ——— HTTP ———

  /** A call with the session: renewed once if the GSP says it has lapsed (401). */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    let token = await this.sessionToken();
    let answer = await this.send(method, path, this.apiHeaders(token), body);
    if (answer.status === 401) {
      this.dropToken(token);
      token = await this.sessionToken();
      answer = await this.send(method, path, this.apiHeaders(token), body);
      if (answer.status === 401) {
        this.dropToken(token);
        throw new IrpError('The GSP refused the session twice (HTTP 401)', { retry: true, status: 401 });
      }
    }
    this.throwOnHttpError(answer);
    return answer;
  }

  private apiHeaders(token: string): Record<string, string> {
    return {
      authorization: `Bearer ${token}`,
      user_name: this.opts.username,
      password: this.opts.password,
      gstin: this.opts.gstin,
      requestid: randomUUID(),
    };
  }

  private throwOnHttpError(answer: Answer): void {
    const { status } = answer;
    if (status >= 200 && status < 300) return;
    if (status === 429 || status >= 500) {
      throw new IrpError(`The GSP is unavailable (HTTP ${status}); try again later`, { retry: true, status });
    }
    const said = ZEnvelope.partial().safeParse(answer.json);
    const message = said.success && said.data.message ? said.data.message : '';
    const text = cleanMessage(message, this.secrets);
    throw new IrpError(
      text
        ? `The GSP refused the request (HTTP ${status}): ${text}`
        : `The GSP refused the request (HTTP ${status})`,
      {
        retry: false,
        code: codeOf(message),
        status,
      },
    );
  }

  private dropToken(token: string): void {
    if (this.token?.value === token) this.token = null;
  }

  /** The cached token while it is fresh, else a new one; concurrent callers share one authentication. */
  private sessionToken(): Promise<string> {
    if (this.token && this.now().getTime() < this.token.renewAt) return Promise.resolve(this.token.value);
    this.pendingToken ??= this.authenticate().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async authenticate(): Promise<string> {
    const answer = await this.send('POST', `${GSP_PATHS.auth}?grant_type=token`, {
      gspappid: this.opts.clientId,
      gspappsecret: this.opts.clientSecret,
    });
    const { status } = answer;
    if (status === 429 || status >= 500) {
      throw new IrpError(`The GSP is unavailable (HTTP ${status}); try again later`, { retry: true, status });
    }
    const refusal = ZAuthRefusal.safeParse(answer.json);
    if (status === 401 || status === 403 || (status < 300 && refusal.success)) {
      const why = refusal.success
        ? cleanMessage(refusal.data.error_description ?? refusal.data.error, this.secrets)
        : '';
      throw new IrpError(
        `The GSP refused AquaDesk's client id and secret (HTTP ${status})${why ? `: ${why}` : ''}`,
        { retry: false, code: 'GSP_AUTH', status },
      );
    }
    if (status < 200 || status >= 300) {
      throw new IrpError(`The GSP refused to authenticate (HTTP ${status})`, {
        retry: false,
        code: 'GSP_AUTH',
        status,
      });
    }
    const parsed = ZToken.safeParse(answer.json);
    if (!parsed.success) throw unexpected('no access token', status);
    const lifeMs = Math.min(parsed.data.expires_in * 1000, MAX_TOKEN_LIFE_MS);
    const margin = Math.min(TOKEN_MARGIN_MS, lifeMs / 10);
    this.token = { value: parsed.data.access_token, renewAt: this.now().getTime() + lifeMs - margin };
    this.lastToken = parsed.data.access_token;
    return parsed.data.access_token;
  }

  /** One HTTP exchange within the time limit, the answer read whole (bounded) and parsed as JSON. */
  private async send(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<Answer> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const res = await this.fetch(`${this.origin}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        redirect: 'error',
      });
      const text = await readBounded(res);
      if (text === null) throw unexpected('too large', res.status);
      let json: unknown;
      try {
        json = text === '' ? undefined : JSON.parse(text);
      } catch {
        // a 5xx page in HTML is still a 5xx; a 2xx that is not JSON is unexpected
        if (res.status >= 200 && res.status < 300) throw unexpected('not JSON', res.status);
      }
      return { status: res.status, json };
    } catch (err) {
      if (err instanceof IrpError) throw err;
      if (signal.aborted) {
        const limit =
          this.timeoutMs < 1000 ? `${this.timeoutMs} ms` : `${Math.round(this.timeoutMs / 1000)} s`;
        throw new IrpError(`The GSP did not answer within ${limit}`, {
          retry: true,
          code: 'TIMEOUT',
        });
      }
      throw new IrpError(`The GSP could not be reached (${networkCause(err)})`, {
        retry: true,
        code: 'NETWORK',
      });
    }
  }
}

/** The answer's text, or null past MAX_ANSWER_BYTES. */
async function readBounded(res: Response): Promise<string | null> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A network failure's code (ECONNREFUSED, ECONNRESET…), never a URL or header. */
function networkCause(err: unknown): string {
  const cause = err instanceof Error ? (err.cause as { code?: unknown } | undefined) : undefined;
  const code = cause && typeof cause.code === 'string' ? cause.code : undefined;
  return code && /^[A-Z0-9_]{2,40}$/.test(code) ? code : 'network error';
}
