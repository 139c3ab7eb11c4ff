import { randomUUID } from 'node:crypto';
import type { ContractDetail, TContractRequest } from '@aquadesk/shared/contracts.ts';
import type { AuthHeaders, TestApp } from '../helpers.ts';

/** A comprehensive contract's terms (₹1,20,000 + 18 %, billed quarterly in advance): what the tests' bodies share. */
export const CONTRACT_TERMS = {
  kind: 'comprehensive',
  response_hours: 4,
  resolution_hours: 24,
  covers_labour: true,
  covers_consumables: true,
  parts_cover: 'all',
  price: '120000',
  billing_frequency: 'quarterly',
  billing_timing: 'advance',
  sac: '998719',
  gst_rate: '18',
} satisfies Partial<TContractRequest>;

/**
 * The calls the contracts and visits API tests make (docs/api.md "Contracts"): any call (a new contract with
 * its Idempotency-Key), a contract's body, a draft made by the client manager, and one activated by the
 * technical director. `get` reads the test file's app, logins, client and site, made in its beforeAll.
 */
export function contractCalls(
  get: () => {
    t: TestApp;
    manager: AuthHeaders;
    director: AuthHeaders;
    client: { id: number };
    site: { id: number };
  },
  fields: () => Omit<TContractRequest, keyof typeof CONTRACT_TERMS | 'client_id' | 'site_ids'>,
) {
  /** A contract for the file's client at its site on CONTRACT_TERMS and the file's `fields`, `extra` changing any. */
  const body = (extra: Partial<TContractRequest> = {}): TContractRequest => ({
    ...CONTRACT_TERMS,
    client_id: get().client.id,
    site_ids: [get().site.id],
    ...fields(),
    ...extra,
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: AuthHeaders, payload?: unknown) =>
    get().t.app.inject({
      method,
      url,
      headers:
        method === 'POST' && url === '/api/contracts'
          ? { ...headers, 'idempotency-key': randomUUID() }
          : headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function draft(
    extra: Partial<TContractRequest> = {},
    by: AuthHeaders = get().manager,
  ): Promise<ContractDetail> {
    const res = await call('POST', '/api/contracts', by, body(extra));
    if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body}`);
    return res.json().data as ContractDetail;
  }

  async function active(extra: Partial<TContractRequest> = {}): Promise<ContractDetail> {
    const made = await draft(extra);
    const res = await call('POST', `/api/contracts/${made.id}/activate`, get().director);
    if (res.statusCode !== 200) throw new Error(`activate ${res.statusCode} ${res.body}`);
    return res.json().data as ContractDetail;
  }

  return { call, body, draft, active };
}
