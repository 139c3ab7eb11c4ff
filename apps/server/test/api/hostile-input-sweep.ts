import { ZCreateRecordFields } from '@aquadesk/shared/clients.ts';
import { ZProductFields } from '@aquadesk/shared/products.ts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredSchemas } from '../../src/platform/authorize.ts';
import { type AuthHeaders, buildAdminTestApp, type TestApp } from '../helpers.ts';

/**
 * The hostile-input sweep (issue #9): every registered /api route, as admin and as a visitor, gets
 * NUL bytes, ids beyond the integer column, negative ids, 20 kB of random text in every field and
 * values of the wrong type, in its body, its query and its path. Nothing may answer 500: bad input
 * is the client's fault and answers 4xx. Routes are read from the app, so new routes are swept too.
 *
 * The sweep sends several thousand requests, some of megabytes: one file of it took 226 s, the longest
 * of the suite by far (bench/README.md §8). So it is dealt into SHARDS files, hostile-input-<n>.test.ts,
 * each taking every SHARDS-th route in the order they are registered (each route with all its cases), each
 * on its own app: the test workers run them side by side, and together they still sweep every route.
 */

/** How many files the sweep is dealt into (hostile-input-1.test.ts … hostile-input-4.test.ts). */
export const SHARDS = 4;

/** The field names a zod schema declares, found by walking its definition. */
function fieldNames(schema: unknown, into: Set<string>, depth = 0): void {
  if (!schema || typeof schema !== 'object' || depth > 12) return;
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return;
  const shape = def.shape as Record<string, unknown> | undefined;
  if (shape && typeof shape === 'object') {
    for (const [key, value] of Object.entries(shape)) {
      into.add(key);
      fieldNames(value, into, depth + 1);
    }
  }
  for (const key of ['in', 'out', 'innerType', 'element', 'schema']) fieldNames(def[key], into, depth + 1);
  if (Array.isArray(def.options)) for (const o of def.options) fieldNames(o, into, depth + 1);
}

// a seeded generator, so a failure can be replayed
let seed = 0x9e3779b9;
function random(): number {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 0x100000000;
}
function randomText(length: number): string {
  const alphabet = Array.from('abcXYZ019 @.%$!&*?-_/\\\'"<>{}[]()éß中文😀\u202e\t\n');
  let out = '';
  while (out.length < length) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

const BIG = randomText(20_000);
/** The first `n` characters, never splitting a surrogate pair. */
const cut = (s: string, n: number) => Array.from(s).slice(0, n).join('');
const HOSTILE_VALUES: { label: string; value: unknown }[] = [
  { label: 'NUL byte', value: 'ab\u0000cd@x.com' },
  { label: 'id above 2^31-1', value: 3_000_000_000 },
  { label: 'id above 2^31-1 as text', value: '3000000000' },
  { label: 'negative id', value: -1 },
  { label: '20 kB random text', value: BIG },
  { label: 'object', value: { $gt: '' } },
  { label: 'array', value: [BIG, 3_000_000_000] },
  { label: 'boolean', value: true },
  { label: 'null', value: null },
  { label: 'huge number', value: 1e308 },
  { label: 'lone surrogate', value: 'x\ud800y' },
];
const BIG_LINE = BIG.replace(/[\t\n]/g, ' ');

/**
 * A body where every field looks right except the free-text ones, which carry 20 kB: so the text
 * reaches the database (indexed columns) instead of failing on a neighbouring field.
 */
function plausible(name: string, n: number): unknown {
  if (name === 'emailList') return [`x${n}@example.com`];
  if (/email/i.test(name)) return `hostile${n}-${Math.floor(random() * 1e9)}@example.com`;
  if (/password/i.test(name)) return 'Hostile@12345';
  if (name === 'employees') return [{ id: 1 }];
  if (name === 'district_ids') return [1];
  if (name === 'permission_list') return [];
  if (name === 'technical_specification') return '[]';
  if (/(^|_)ids?$|Id$/.test(name)) return 1;
  if (/phone/.test(name)) return '9876543210';
  if (/date/.test(name)) return '2026-03-02';
  if (name === 'half_day') return 0;
  if (name === 'leave_type') return 'Annual Leave';
  if (name === 'status') return 'APPROVE';
  if (/price|stock|charge|year/.test(name)) return '1';
  if (/^is_/.test(name)) return 'false';
  return BIG_LINE;
}

const PATH_VALUES = ['3000000000', 'a%00b', encodeURIComponent(cut(BIG, 2000))];

function multipart(fields: Record<string, string>): { payload: Buffer; contentType: string } {
  const boundary = '----hostile7f3a';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The sweep of shard `shard` (1 to SHARDS): every SHARDS-th registered /api route, from the shard-th on. */
export function hostileInputSweep(shard: number): void {
  let t: TestApp;
  let admin: AuthHeaders;
  beforeAll(async () => {
    ({ t, admin } = await buildAdminTestApp());
  });
  afterAll(() => t.close());

  describe(`hostile input on every route (shard ${shard} of ${SHARDS})`, () => {
    it('answers no request with a 5xx', async () => {
      const all = [...registeredSchemas.entries()].filter(([key]) => key.split(' ')[1]!.startsWith('/api'));
      expect(all.length).toBeGreaterThan(40);
      const routes = all.filter((_, i) => i % SHARDS === shard - 1);
      expect(routes.length).toBeGreaterThan(10);
      const BASE = ['id', 'user_id', 'email', 'name', 'password', 'year', 'file', 'image'];
      // every field any route declares: what a call that reads its fields itself (a multipart form, a
      // call without a query schema) is sent
      const everyName = new Set<string>(BASE);
      for (const [, schemas] of all) {
        for (const s of [schemas.body, schemas.querystring, schemas.params]) fieldNames(s, everyName);
      }
      fieldNames(ZProductFields, everyName);
      fieldNames(ZCreateRecordFields, everyName);
      expect(everyName.size).toBeGreaterThan(30);
      // a call with a schema reads only the fields it declares (the others are dropped or refused before
      // anything runs), so it is sent those, each carrying the hostile value: a body of every name at
      // 20 kB each was megabytes, and made this sweep the slowest file of the suite (bench/README.md §8)
      const declared = (schema: unknown): Set<string> => {
        if (!schema) return everyName;
        const own = new Set<string>(BASE);
        fieldNames(schema, own);
        return own;
      };

      // The same query string and form are sent to many routes (every route without a schema of its own
      // is sent every field name): each is made once. Cutting 20 kB of text for each field of each call
      // took more of this sweep than the calls themselves (bench/README.md §8).
      const made = new Map<string, string | { payload: Buffer; contentType: string }>();
      const queryOf = (queryNames: Set<string>, label: string, asText: string): string => {
        const key = `query ${label} ${[...queryNames].join(',')}`;
        let query = made.get(key) as string | undefined;
        if (query === undefined) {
          const short = cut(asText, 2000);
          query = new URLSearchParams([...queryNames].map((n): [string, string] => [n, short])).toString();
          made.set(key, query);
        }
        return query;
      };
      const multipartOf = (names: Set<string>, label: string, asText: string) => {
        const key = `form ${label} ${[...names].join(',')}`;
        let form = made.get(key) as { payload: Buffer; contentType: string } | undefined;
        if (!form) {
          form = multipart(Object.fromEntries([...names].map((n) => [n, asText])));
          made.set(key, form);
        }
        return form;
      };

      const failures: string[] = [];
      let sent = 0;
      const send = async (what: string, opts: InjectOptions): Promise<void> => {
        const res = await t.app.inject(opts);
        sent += 1;
        if (res.statusCode >= 500) failures.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      };

      for (const [key, schemas] of routes) {
        const [method, pattern] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', string];
        const names = declared(schemas.body);
        const queryNames = declared(schemas.querystring);
        for (const headers of [admin, undefined]) {
          const who = headers ? 'admin' : 'visitor';
          for (const pathValue of PATH_VALUES) {
            const url = pattern.replace(/:(\w+)/g, pathValue).replace('*', pathValue);
            await send(`${who} ${method} ${url.slice(0, 80)}`, {
              method,
              url,
              ...(headers ? { headers } : {}),
            });
          }
          const url = pattern.replace(/:(\w+)/g, '1').replace('*', 'x');
          for (const { label, value } of HOSTILE_VALUES) {
            const body = Object.fromEntries([...names].map((n) => [n, value]));
            const asText = typeof value === 'string' ? value : JSON.stringify(value);
            const query = queryOf(queryNames, label, asText);
            // a query on GET calls and on any call that declares one
            if (method === 'GET' || schemas.querystring) {
              await send(`${who} ${method} ${pattern} query with ${label}`, {
                method,
                url: `${url}?${query}`,
                ...(headers ? { headers } : {}),
              });
            }
            if (method === 'GET') continue;
            await send(`${who} ${method} ${pattern} body with ${label}`, {
              method,
              url,
              payload: body as Record<string, unknown>,
              ...(headers ? { headers } : {}),
            });
            // multipart forms are read by the handler, so only calls without a body schema take them
            if (schemas.body) continue;
            const form = multipartOf(names, label, asText);
            await send(`${who} ${method} ${pattern} multipart with ${label}`, {
              method,
              url,
              payload: form.payload,
              headers: { ...(headers ?? {}), 'content-type': form.contentType },
            });
          }
          if (method !== 'GET') {
            const body = Object.fromEntries([...names].map((n) => [n, plausible(n, sent)]));
            await send(`${who} ${method} ${pattern} plausible body with 20 kB text`, {
              method,
              url,
              payload: body as Record<string, unknown>,
              ...(headers ? { headers } : {}),
            });
            if (!schemas.body) {
              const fields = Object.fromEntries(
                [...names].map((n) => {
                  const v = plausible(n, sent);
                  return [n, typeof v === 'string' ? v : JSON.stringify(v)];
                }),
              );
              const form = multipart(fields);
              await send(`${who} ${method} ${pattern} plausible multipart with 20 kB text`, {
                method,
                url,
                payload: form.payload,
                headers: { ...(headers ?? {}), 'content-type': form.contentType },
              });
            }
          }
          // a body of the wrong type altogether
          if (method !== 'GET') {
            for (const raw of ['[1,2,3]', '"text"', '42', 'null', '{"a":', '\u0000']) {
              await send(`${who} ${method} ${pattern} raw body ${JSON.stringify(raw)}`, {
                method,
                url,
                payload: raw,
                headers: { ...(headers ?? {}), 'content-type': 'application/json' },
              });
            }
          }
        }
      }
      expect(sent).toBeGreaterThan(250);
      expect(failures).toEqual([]);
    }, 600_000);
  });
}
