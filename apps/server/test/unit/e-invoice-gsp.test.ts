import {
  eInvoiceFinancialYear,
  eInvoiceJson,
  eInvoiceSourceOfInvoice,
  type ValidEInvoice,
  validateEInvoice,
} from '@aquadesk/shared/e-invoice.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  issuedInvoice,
  KARNATAKA_CLIENT,
  SUPPLIER,
} from '../../../../packages/shared/test/support/e-invoice-fixtures.ts';
import { GspIrpProvider, type GspOptions, MAX_GSP_MESSAGE } from '../../src/platform/irp/gsp.ts';
import { irnOf } from '../../src/platform/irp/irn.ts';
import { type IrpDocumentRef, IrpError } from '../../src/platform/irp/provider.ts';
import { sandboxIrpKeys, verifySignedInvoice } from '../../src/platform/irp/sandbox-irp.ts';
import { type GspStub, STUB_MESSAGES, startGspStub } from '../support/gsp-stub.ts';

/**
 * The GSP provider against a local HTTP stub of the GSP's API (docs/requirements/003-e-invoice.md "GSP
 * provider", docs/decisions/0013-irp-providers.md): real HTTP on 127.0.0.1, nothing of ours mocked.
 */

const START = new Date('2026-11-27T06:00:00Z');
const HOUR = 60 * 60 * 1000;

let stub: GspStub;
let stubNow: Date;
let serial = 100;

beforeAll(async () => {
  stub = await startGspStub({ clock: () => stubNow });
});
afterAll(async () => {
  await stub.close();
});
beforeEach(() => {
  stub.reset();
  stubNow = START;
  stub.ackNoAsText = false;
  stub.tokenLifetimeS = 3600;
});

const provider = (over: Partial<GspOptions> = {}) =>
  new GspIrpProvider({ origin: stub.origin, ...stub.credentials, ...over });

/** A valid e-invoice of a number no other test uses. */
function einvoice(): ValidEInvoice {
  serial += 1;
  const json = eInvoiceJson(
    eInvoiceSourceOfInvoice(
      issuedInvoice(KARNATAKA_CLIENT, '29', undefined, { number: `AQ/26-27/${serial}` }),
    ),
  );
  const check = validateEInvoice(json, { now: START });
  if (!check.ok) throw new Error(check.problems.map((p) => p.message).join('\n'));
  return check.invoice;
}

const irnOfInvoice = (inv: ValidEInvoice) =>
  irnOf(inv.SellerDtls.Gstin, eInvoiceFinancialYear(inv.DocDtls.Dt), inv.DocDtls.Typ, inv.DocDtls.No);

const refOf = (inv: ValidEInvoice): IrpDocumentRef => ({
  gstin: inv.SellerDtls.Gstin,
  type: inv.DocDtls.Typ,
  number: inv.DocDtls.No,
  date: inv.DocDtls.Dt,
});

/** The IrpError a promise rejects with (fails the test if it resolves or throws something else). */
async function irpError(p: Promise<unknown>): Promise<IrpError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(IrpError);
  const e = err as IrpError;
  // no error, whatever it is, carries a credential
  for (const secret of [stub.credentials.clientSecret, stub.credentials.password]) {
    expect(e.message).not.toContain(secret);
  }
  return e;
}

describe('the GSP provider: authentication', () => {
  it('sends the client id and secret once and reuses the token for later calls', async () => {
    const gsp = provider();
    await gsp.generate(einvoice());
    await gsp.generate(einvoice());
    const auth = stub.callsTo('auth');
    expect(auth).toHaveLength(1);
    expect(auth[0]?.query).toEqual({ grant_type: 'token' });
    expect(auth[0]?.headers.gspappid).toBe(stub.credentials.clientId);
    expect(auth[0]?.headers.gspappsecret).toBe(stub.credentials.clientSecret);
    const generates = stub.callsTo('generate');
    expect(generates).toHaveLength(2);
    for (const call of generates) {
      expect(call.headers.authorization).toMatch(/^Bearer \S+$/);
      expect(call.headers.user_name).toBe(stub.credentials.username);
      expect(call.headers.password).toBe(stub.credentials.password);
      expect(call.headers.gstin).toBe(SUPPLIER.gstin);
      expect(call.headers['content-type']).toBe('application/json');
    }
    expect(generates[0]?.headers.authorization).toBe(generates[1]?.headers.authorization);
  });

  it('authenticates once for calls made at the same time', async () => {
    const gsp = provider();
    await Promise.all([gsp.generate(einvoice()), gsp.generate(einvoice()), gsp.generate(einvoice())]);
    expect(stub.callsTo('auth')).toHaveLength(1);
  });

  it('gives every call a request id of its own', async () => {
    const gsp = provider();
    const inv = einvoice();
    await gsp.generate(inv);
    await gsp.getByIrn(irnOfInvoice(inv), refOf(inv));
    await gsp.generate(einvoice());
    const ids = stub.calls.filter((c) => c.route !== 'auth').map((c) => c.headers.requestid);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('authenticates again once when the GSP refuses the token (401), and the call goes through', async () => {
    const gsp = provider();
    await gsp.generate(einvoice());
    stub.expireTokens();
    const reg = await gsp.generate(einvoice());
    expect(reg.duplicate).toBe(false);
    expect(stub.callsTo('auth')).toHaveLength(2);
    const [first, , third] = stub.callsTo('generate');
    expect(third?.headers.authorization).not.toBe(first?.headers.authorization);
  });

  it('renews the token before it expires, without waiting for a 401', async () => {
    let now = START;
    stub.tokenLifetimeS = 3600;
    const gsp = provider({ now: () => now });
    await gsp.generate(einvoice());
    now = new Date(START.getTime() + 30 * 60 * 1000);
    await gsp.generate(einvoice());
    expect(stub.callsTo('auth')).toHaveLength(1);
    // within the last tenth of the token's life it is renewed first
    now = new Date(START.getTime() + 55 * 60 * 1000);
    await gsp.generate(einvoice());
    expect(stub.callsTo('auth')).toHaveLength(2);
    expect(stub.calls.filter((c) => c.route === 'generate')).toHaveLength(3);
  });

  it('gives up after a second 401 with an error worth retrying, and re-authenticates only once', async () => {
    const gsp = provider();
    stub.failNext('generate', { kind: 'status', status: 401, body: { error: 'invalid_token' } }, 2);
    const e = await irpError(gsp.generate(einvoice()));
    expect(e.retry).toBe(true);
    expect(e.opts.status).toBe(401);
    expect(stub.callsTo('auth')).toHaveLength(2);
    expect(stub.callsTo('generate')).toHaveLength(2);
  });

  it('refuses for good when the GSP refuses the client id and secret, naming neither secret', async () => {
    const gsp = provider({ clientSecret: 'wrong-secret-Zk81-PPqq' });
    const e = await irpError(gsp.generate(einvoice()));
    expect(e.retry).toBe(false);
    expect(e.code).toBe('GSP_AUTH');
    expect(e.message).toContain('client id and secret');
    expect(e.message).not.toContain('wrong-secret-Zk81-PPqq');
    expect(stub.callsTo('generate')).toHaveLength(0);
  });

  it('refuses a wrong e-invoice user or password as the IRP says (no retry), without the password', async () => {
    const gsp = provider({ password: 'not-the-Passw0rd-7' });
    const e = await irpError(gsp.generate(einvoice()));
    expect(e.retry).toBe(false);
    expect(e.code).toBe('1019');
    expect(e.message).toBe(STUB_MESSAGES.badPassword);
    expect(e.message).not.toContain('not-the-Passw0rd-7');
  });
});

describe('the GSP provider: registering', () => {
  it('answers the registration: the IRN, a 15-digit AckNo as text, AckDt in IST and the signed tokens', async () => {
    const inv = einvoice();
    stubNow = new Date('2026-11-27T11:35:09Z');
    const reg = await provider().generate(inv);
    expect(reg.irn).toBe(irnOfInvoice(inv));
    expect(reg.ackNo).toMatch(/^\d{15}$/);
    expect(reg.ackDt).toBe('2026-11-27 17:05:09');
    expect(reg.status).toBe('ACT');
    expect(reg.duplicate).toBe(false);
    const held = stub.registrations.get(reg.irn);
    expect(reg.ackNo).toBe(String(held?.ackNo));
    expect(reg.signedInvoice).toBe(held?.signedInvoice);
    expect(reg.signedQr).toBe(held?.signedQr);
    const signed = await verifySignedInvoice(reg.signedInvoice, (await sandboxIrpKeys()).publicKey);
    expect(signed).toMatchObject({ Irn: reg.irn, DocDtls: inv.DocDtls });
    // the body sent is the e-invoice itself
    expect(stub.callsTo('generate')[0]?.body).toEqual(inv);
  });

  it('reads an AckNo the GSP writes as text the same way', async () => {
    stub.ackNoAsText = true;
    const reg = await provider().generate(einvoice());
    expect(reg.ackNo).toMatch(/^\d{15}$/);
    expect(reg.ackNo).toBe(String(stub.registrations.get(reg.irn)?.ackNo));
  });

  it('answers a document registered before with the stored registration (2150), never a second IRN', async () => {
    const inv = einvoice();
    const first = await provider().generate(inv);
    stubNow = new Date(START.getTime() + HOUR);
    const again = await provider().generate(inv);
    expect(again).toEqual({ ...first, duplicate: true });
    expect(stub.registrations.get(first.irn)?.ackDt).toBe(first.ackDt);
    expect(stub.callsTo('generate')).toHaveLength(2);
    const lookups = stub.callsTo('irn');
    expect(lookups).toHaveLength(1);
    expect(lookups[0]?.query).toEqual({ irn: first.irn });
  });

  it('refuses a duplicate without the IRN as the IRP said it (no retry)', async () => {
    stub.failNext('generate', { kind: 'refuse', message: STUB_MESSAGES.duplicate });
    const e = await irpError(provider().generate(einvoice()));
    expect(e).toMatchObject({ retry: false, code: '2150', message: STUB_MESSAGES.duplicate });
  });

  it('passes on a business refusal with its code and message, not to be retried', async () => {
    const message = '2176 : Invalid HSN code(s)-998719';
    stub.failNext('generate', { kind: 'refuse', message });
    const e = await irpError(provider().generate(einvoice()));
    expect(e.retry).toBe(false);
    expect(e.code).toBe('2176');
    expect(e.message).toBe(message);
  });

  it('retries the IRP codes that say to try again later (2146)', async () => {
    stub.failNext('generate', {
      kind: 'refuse',
      message: '2146 : Unable to create IRN, Pls. try after some time',
    });
    const e = await irpError(provider().generate(einvoice()));
    expect(e).toMatchObject({ retry: true, code: '2146' });
  });

  it('strips control characters from the GSP message, bounds it, and blanks any credential echoed in it', async () => {
    const { password, clientSecret } = stub.credentials;
    const message = `2172 : bad\u0000 value\u001b[31m for user ${password} via ${clientSecret}\r\n${'x'.repeat(2000)}`;
    stub.failNext('generate', { kind: 'refuse', message });
    const e = await irpError(provider().generate(einvoice()));
    expect(e.code).toBe('2172');
    expect(e.message.length).toBeLessThanOrEqual(MAX_GSP_MESSAGE);
    expect(e.message).not.toMatch(/\p{Cc}/u);
    expect(e.message).toContain('2172 : bad value [31m for user *** via ***');
  });

  it("refuses, without calling, a document of another supplier than the account's GSTIN", async () => {
    const e = await irpError(provider({ gstin: '29AAGCM4321D1ZQ' }).generate(einvoice()));
    expect(e.retry).toBe(false);
    expect(stub.calls).toHaveLength(0);
  });
});

describe('the GSP provider: looking up and cancelling', () => {
  it('finds a registration by IRN, and answers null for an IRN the IRP does not know (2148)', async () => {
    const inv = einvoice();
    const gsp = provider();
    expect(await gsp.getByIrn(irnOfInvoice(inv), refOf(inv))).toBeNull();
    const reg = await gsp.generate(inv);
    expect(await gsp.getByIrn(reg.irn, refOf(inv))).toEqual(reg);
  });

  it('cancels within 24 hours: the IRN and the cancel date in IST, and the IRN reads cancelled after', async () => {
    const inv = einvoice();
    const gsp = provider();
    const reg = await gsp.generate(inv);
    stubNow = new Date(START.getTime() + 23 * HOUR);
    const done = await gsp.cancel(reg.irn, '2', 'Data entry mistake in the rate');
    expect(done).toEqual({ irn: reg.irn, cancelDate: '2026-11-28 10:30:00' });
    expect(stub.callsTo('cancel')[0]?.body).toEqual({
      Irn: reg.irn,
      CnlRsn: '2',
      CnlRem: 'Data entry mistake in the rate',
    });
    expect((await gsp.getByIrn(reg.irn, refOf(inv)))?.status).toBe('CNL');
    // cancelling again: the IRP says the IRN is not active
    const e = await irpError(gsp.cancel(reg.irn, '2', 'again'));
    expect(e).toMatchObject({ retry: false, code: '9999' });
  });

  it('refuses a cancellation after 24 hours (2270) with the IRP message, not to be retried', async () => {
    const gsp = provider();
    const reg = await gsp.generate(einvoice());
    stubNow = new Date(START.getTime() + 25 * HOUR);
    const e = await irpError(gsp.cancel(reg.irn, '4', 'Too late'));
    expect(e.retry).toBe(false);
    expect(e.code).toBe('2270');
    expect(e.message).toBe(STUB_MESSAGES.windowOver);
    expect(stub.registrations.get(reg.irn)?.status).toBe('ACT');
  });

  it('sends a remark of one line, at most 100 characters', async () => {
    const gsp = provider();
    const reg = await gsp.generate(einvoice());
    await gsp.cancel(reg.irn, '3', `Order\r\ncancelled\u0007 ${'y'.repeat(200)}`);
    const body = stub.callsTo('cancel')[0]?.body as { CnlRem: string };
    expect(body.CnlRem).toMatch(/^Order cancelled y+$/);
    expect(body.CnlRem).toHaveLength(100);
  });
});

describe('the GSP provider: failures', () => {
  it.each([500, 502, 503, 429])('retries an HTTP %i', async (status) => {
    stub.failNext('generate', { kind: 'status', status });
    const e = await irpError(provider().generate(einvoice()));
    expect(e.retry).toBe(true);
    expect(e.opts.status).toBe(status);
  });

  it('retries when the authentication itself answers 503', async () => {
    stub.failNext('auth', { kind: 'status', status: 503 });
    const e = await irpError(provider().generate(einvoice()));
    expect(e).toMatchObject({ retry: true });
  });

  it('does not retry another 4xx, and passes on its message', async () => {
    stub.failNext('generate', {
      kind: 'status',
      status: 400,
      body: { success: false, message: 'Request body is not valid JSON' },
    });
    const e = await irpError(provider().generate(einvoice()));
    expect(e.retry).toBe(false);
    expect(e.opts.status).toBe(400);
    expect(e.message).toBe('The GSP refused the request (HTTP 400): Request body is not valid JSON');
  });

  it('retries a call the GSP does not answer in time', async () => {
    stub.failNext('generate', { kind: 'hang' });
    const started = Date.now();
    const e = await irpError(provider({ timeoutMs: 300 }).generate(einvoice()));
    expect(e).toMatchObject({
      retry: true,
      code: 'TIMEOUT',
      message: 'The GSP did not answer within 300 ms',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('retries a dropped connection and a GSP that cannot be reached', async () => {
    stub.failNext('generate', { kind: 'drop' });
    const dropped = await irpError(provider().generate(einvoice()));
    expect(dropped).toMatchObject({ retry: true, code: 'NETWORK' });

    const gone = await startGspStub();
    const origin = gone.origin;
    await gone.close();
    const refused = await irpError(provider({ origin }).generate(einvoice()));
    expect(refused).toMatchObject({ retry: true, code: 'NETWORK' });
    expect(refused.message).toBe('The GSP could not be reached (ECONNREFUSED)');
  });

  it.each([
    ['not JSON', '<html>Service Unavailable</html>'],
    ['no success flag', '{"status":"ok"}'],
    ['an incomplete registration', '{"success":true,"result":{"Irn":"abc","AckNo":1}}'],
    [
      'an AckNo of 12 digits',
      JSON.stringify({
        success: true,
        result: {
          Irn: 'a'.repeat(64),
          AckNo: 123456789012,
          AckDt: '2026-11-27 10:00:00',
          SignedInvoice: 'a.b.c',
          SignedQRCode: 'a.b.c',
        },
      }),
    ],
  ])('retries an answer that does not parse: %s', async (_what, body) => {
    stub.failNext('generate', { kind: 'raw', body });
    const e = await irpError(provider().generate(einvoice()));
    expect(e.retry).toBe(true);
    expect(e.message).toMatch(/^The GSP gave an unexpected answer/);
  });

  it('retries an authentication answer without a token', async () => {
    stub.failNext('auth', { kind: 'raw', body: '{"token_type":"bearer"}' });
    const e = await irpError(provider().generate(einvoice()));
    expect(e.retry).toBe(true);
    expect(e.message).toMatch(/^The GSP gave an unexpected answer/);
  });
});

describe('the GSP provider: configuration', () => {
  const base = () => ({ ...stub.credentials, origin: 'https://gsp.example.com' });

  it('takes an https origin, or http on this machine only', () => {
    expect(() => new GspIrpProvider(base())).not.toThrow();
    expect(() => new GspIrpProvider({ ...base(), origin: 'http://localhost:8080' })).not.toThrow();
    expect(() => new GspIrpProvider({ ...base(), origin: 'http://gsp.example.com' })).toThrow(RangeError);
    expect(() => new GspIrpProvider({ ...base(), origin: 'https://gsp.example.com/api' })).toThrow(
      RangeError,
    );
    expect(() => new GspIrpProvider({ ...base(), origin: 'https://u:p@gsp.example.com' })).toThrow(
      RangeError,
    );
    expect(() => new GspIrpProvider({ ...base(), origin: 'not a url' })).toThrow(RangeError);
  });

  it('wants every credential', () => {
    expect(() => new GspIrpProvider({ ...base(), password: '' })).toThrow(RangeError);
    expect(() => new GspIrpProvider({ ...base(), clientSecret: 'a\nb' })).toThrow(RangeError);
    expect(() => new GspIrpProvider({ ...base(), username: 'usér' })).toThrow(RangeError);
  });

  it('is the gsp kind', () => {
    expect(new GspIrpProvider(base()).kind).toBe('gsp');
  });
});
