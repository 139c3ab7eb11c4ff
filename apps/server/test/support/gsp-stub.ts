import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eInvoiceFinancialYear, validateEInvoice } from '@aquadesk/shared/e-invoice.ts';
import { irnOf } from '../../src/platform/irp/irn.ts';
import { ackDateOf, registerWithSandboxIrp, sandboxIrpKeys } from '../../src/platform/irp/sandbox-irp.ts';

/**
 * A local stand-in for a GST Suvidha Provider's e-invoice API (docs/requirements/003-e-invoice.md "GSP
 * provider"), on 127.0.0.1 at a random port, for the GSP provider's tests: it authenticates the GSP client,
 * registers e-invoices (signed with the sandbox IRP's key), keeps them by IRN, answers a duplicate with the
 * IRP's 2150, looks them up and cancels them within 24 hours (2270 after). Switches make it answer an HTTP
 * error, a refusal, a malformed answer, nothing at all, or drop the connection.
 *
 *   const stub = await startGspStub();
 *   const provider = new GspIrpProvider({ origin: stub.origin, ...stub.credentials });
 *   …
 *   await stub.close();
 */

export interface GspStubCredentials {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  /** The supplier's GSTIN the e-invoice user belongs to (the fixtures' SUPPLIER by default). */
  gstin: string;
}

export const GSP_STUB_CREDENTIALS: GspStubCredentials = {
  clientId: 'stub-client-7Q2M',
  clientSecret: 'stub-secret-Vx91-kLpz-44aa',
  username: 'AQUADESK_API_29',
  password: 'stub-Passw0rd!9xz',
  gstin: '29AABCA1234B1ZD',
};

export type GspStubRoute = 'auth' | 'generate' | 'irn' | 'cancel';

/** How the stub misbehaves for one call. */
export type GspStubFault =
  /** An HTTP error status, with a JSON body if given. */
  | { kind: 'status'; status: number; body?: unknown }
  /** HTTP 200 with success false: the IRP's refusal as the GSP passes it on. */
  | { kind: 'refuse'; message: string; result?: unknown }
  /** HTTP 200 with this raw text as the body. */
  | { kind: 'raw'; body: string }
  /** No answer at all until the stub closes (the caller's timeout fires). */
  | { kind: 'hang' }
  /** The connection is destroyed without an answer. */
  | { kind: 'drop' };

export interface GspStubCall {
  route: GspStubRoute | null;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface GspStubRegistration {
  irn: string;
  ackNo: number;
  ackDt: string;
  ackAt: Date;
  signedInvoice: string;
  signedQr: string;
  status: 'ACT' | 'CNL';
  cancelDate: string | null;
}

export interface GspStub {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  readonly credentials: GspStubCredentials;
  /** Every request, in order (auth included). */
  readonly calls: GspStubCall[];
  /** What the stub registered, by IRN. */
  readonly registrations: Map<string, GspStubRegistration>;
  /** The stub's clock: the IRP's moment for AckDt, the 24-hour window, token expiry, the date check. */
  clock: () => Date;
  /** expires_in of the tokens it gives, in seconds. */
  tokenLifetimeS: number;
  /** AckNo as a JSON string instead of a number (GSPs differ). */
  ackNoAsText: boolean;
  /** The next `times` calls to `route` (any route when null) misbehave so. */
  failNext(route: GspStubRoute | null, fault: GspStubFault, times?: number): void;
  /** Every token given so far is refused from now on (HTTP 401), as after the GSP's session expired. */
  expireTokens(): void;
  /** The calls to one route. */
  callsTo(route: GspStubRoute): GspStubCall[];
  /** Forgets calls and pending faults (registrations and tokens stay). */
  reset(): void;
  close(): Promise<void>;
}

export const STUB_MESSAGES = {
  duplicate: '2150 : Duplicate IRN',
  notAvailable: '2148 : Requested IRN data is not available',
  windowOver: '2270 : The allowed cancellation time limit is crossed, you cannot cancel the IRN',
  notActive: '9999 : Invoice is not active',
  badUser: '1017 : Incorrect user id',
  badPassword: '1019 : Incorrect password',
  badGstin: '1015 : Invalid GSTIN for user',
} as const;

const CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;

function routeOf(method: string, path: string): GspStubRoute | null {
  if (method === 'POST' && path === '/gsp/authenticate') return 'auth';
  if (method === 'POST' && path === '/enriched/ei/api/invoice') return 'generate';
  if (method === 'GET' && path === '/enriched/ei/api/invoice/irn') return 'irn';
  if (method === 'POST' && path === '/enriched/ei/api/invoice/cancel') return 'cancel';
  return null;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
    });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export async function startGspStub(
  opts: Partial<GspStubCredentials> & { clock?: () => Date; tokenLifetimeS?: number } = {},
): Promise<GspStub> {
  const credentials: GspStubCredentials = {
    clientId: opts.clientId ?? GSP_STUB_CREDENTIALS.clientId,
    clientSecret: opts.clientSecret ?? GSP_STUB_CREDENTIALS.clientSecret,
    username: opts.username ?? GSP_STUB_CREDENTIALS.username,
    password: opts.password ?? GSP_STUB_CREDENTIALS.password,
    gstin: opts.gstin ?? GSP_STUB_CREDENTIALS.gstin,
  };
  const keys = await sandboxIrpKeys();
  const calls: GspStubCall[] = [];
  const registrations = new Map<string, GspStubRegistration>();
  const tokens = new Map<string, number>();
  const faults: { route: GspStubRoute | null; fault: GspStubFault }[] = [];
  let ackCounter = 0;

  const stub = {
    origin: '',
    credentials,
    calls,
    registrations,
    clock: opts.clock ?? (() => new Date()),
    tokenLifetimeS: opts.tokenLifetimeS ?? 3600,
    ackNoAsText: false,
    failNext(route: GspStubRoute | null, fault: GspStubFault, times = 1) {
      for (let i = 0; i < times; i++) faults.push({ route, fault });
    },
    expireTokens() {
      tokens.clear();
    },
    callsTo(route: GspStubRoute) {
      return calls.filter((c) => c.route === route);
    },
    reset() {
      calls.length = 0;
      faults.length = 0;
    },
    close: async () => {},
  } satisfies GspStub;

  const registrationAnswer = (r: GspStubRegistration) => ({
    AckNo: stub.ackNoAsText ? String(r.ackNo) : r.ackNo,
    AckDt: r.ackDt,
    Irn: r.irn,
    SignedInvoice: r.signedInvoice,
    SignedQRCode: r.signedQr,
    Status: r.status,
    EwbNo: null,
    EwbDt: null,
    EwbValidTill: null,
  });

  const refuse = (res: ServerResponse, message: string, result?: unknown) =>
    send(res, 200, { success: false, message, ...(result === undefined ? {} : { result }) });

  async function generate(res: ServerResponse, body: unknown): Promise<void> {
    const check = validateEInvoice(body, { now: stub.clock() });
    if (!check.ok) {
      refuse(res, `2140 : ${check.problems.map((p) => p.message).join('; ')}`);
      return;
    }
    const inv = check.invoice;
    if (inv.SellerDtls.Gstin !== credentials.gstin) {
      refuse(res, '2143 : Invoice does not belongs to the user GSTIN');
      return;
    }
    const irn = irnOf(
      inv.SellerDtls.Gstin,
      eInvoiceFinancialYear(inv.DocDtls.Dt),
      inv.DocDtls.Typ,
      inv.DocDtls.No,
    );
    const held = registrations.get(irn);
    if (held) {
      refuse(res, STUB_MESSAGES.duplicate, [
        { InfCd: 'DUPIRN', Desc: { AckNo: held.ackNo, AckDt: held.ackDt, Irn: held.irn } },
      ]);
      return;
    }
    const at = stub.clock();
    ackCounter += 1;
    const answer = await registerWithSandboxIrp(inv, { keys, now: at, ackCounter });
    const reg: GspStubRegistration = {
      irn: answer.Irn,
      ackNo: answer.AckNo,
      ackDt: answer.AckDt,
      ackAt: at,
      signedInvoice: answer.SignedInvoice,
      signedQr: answer.SignedQRCode,
      status: 'ACT',
      cancelDate: null,
    };
    registrations.set(irn, reg);
    send(res, 200, { success: true, message: 'IRN generated successfully', result: registrationAnswer(reg) });
  }

  function byIrn(res: ServerResponse, query: Record<string, string>) {
    const reg = registrations.get(query.irn ?? '');
    if (!reg) return refuse(res, STUB_MESSAGES.notAvailable);
    send(res, 200, { success: true, message: 'IRN details found', result: registrationAnswer(reg) });
  }

  function cancel(res: ServerResponse, body: unknown) {
    if (
      !isRecord(body) ||
      typeof body.Irn !== 'string' ||
      !['1', '2', '3', '4'].includes(String(body.CnlRsn))
    ) {
      return refuse(res, '2140 : Error while validating the cancellation request');
    }
    if (typeof body.CnlRem !== 'string' || body.CnlRem.length > 100) {
      return refuse(res, '2140 : CnlRem is at most 100 characters');
    }
    const reg = registrations.get(body.Irn);
    if (!reg) return refuse(res, STUB_MESSAGES.notAvailable);
    if (reg.status === 'CNL') return refuse(res, STUB_MESSAGES.notActive);
    const at = stub.clock();
    if (at.getTime() - reg.ackAt.getTime() > CANCEL_WINDOW_MS) return refuse(res, STUB_MESSAGES.windowOver);
    reg.status = 'CNL';
    reg.cancelDate = ackDateOf(at);
    send(res, 200, {
      success: true,
      message: 'E-Invoice is cancelled successfully',
      result: { Irn: reg.irn, CancelDate: reg.cancelDate },
    });
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? '';
    const route = routeOf(method, url.pathname);
    const text = await readBody(req);
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    calls.push({
      route,
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body,
    });
    const i = faults.findIndex((f) => f.route === null || f.route === route);
    const fault = i >= 0 ? faults.splice(i, 1)[0]?.fault : undefined;
    if (fault) {
      if (fault.kind === 'hang') return;
      if (fault.kind === 'drop') {
        req.socket.destroy();
        return;
      }
      if (fault.kind === 'raw') {
        res.setHeader('content-type', 'application/json');
        res.end(fault.body);
        return;
      }
      if (fault.kind === 'refuse') return refuse(res, fault.message, fault.result);
      return send(res, fault.status, fault.body ?? { success: false, message: `HTTP ${fault.status}` });
    }
    if (!route) return send(res, 404, { error: 'not_found' });

    if (route === 'auth') {
      if (url.searchParams.get('grant_type') !== 'token') {
        return send(res, 400, { error: 'unsupported_grant_type' });
      }
      if (
        header(req.headers, 'gspappid') !== credentials.clientId ||
        header(req.headers, 'gspappsecret') !== credentials.clientSecret
      ) {
        return send(res, 401, { error: 'invalid_client', error_description: 'Bad client credentials' });
      }
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, stub.clock().getTime() + stub.tokenLifetimeS * 1000);
      return send(res, 200, {
        access_token: token,
        token_type: 'bearer',
        expires_in: stub.tokenLifetimeS,
        scope: 'gsp',
      });
    }

    const bearer = /^Bearer (\S+)$/.exec(header(req.headers, 'authorization') ?? '')?.[1] ?? '';
    const expiresAt = tokens.get(bearer);
    if (expiresAt === undefined || stub.clock().getTime() >= expiresAt) {
      return send(res, 401, { error: 'invalid_token', error_description: 'Access token expired' });
    }
    const requestId = header(req.headers, 'requestid') ?? '';
    if (!/^[A-Za-z0-9-]{1,64}$/.test(requestId)) {
      return send(res, 400, { success: false, message: 'requestid is missing' });
    }
    if (header(req.headers, 'user_name') !== credentials.username) return refuse(res, STUB_MESSAGES.badUser);
    if (header(req.headers, 'password') !== credentials.password)
      return refuse(res, STUB_MESSAGES.badPassword);
    if (header(req.headers, 'gstin') !== credentials.gstin) return refuse(res, STUB_MESSAGES.badGstin);
    if (route === 'generate') return generate(res, body);
    if (route === 'irn') return byIrn(res, Object.fromEntries(url.searchParams));
    return cancel(res, body);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stub.origin = `http://127.0.0.1:${port}`;
  stub.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((err) => (err ? reject(err) : resolve()));
    });
  return stub;
}
