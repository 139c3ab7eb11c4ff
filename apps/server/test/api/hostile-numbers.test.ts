import { ZCreateRecordFields } from '@aquadesk/shared/clients.ts';
import { ZFinishEstimateFields } from '@aquadesk/shared/estimates.ts';
import { ZProductFields } from '@aquadesk/shared/products.ts';
import { NUMBER_FIELDS, type NumberBounds, zId } from '@aquadesk/shared/validation.ts';
import { ZFinishWorkFields, ZStartWorkFields, ZWorkCommentFields } from '@aquadesk/shared/work.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registeredSchemas } from '../../src/platform/authorize.ts';
import { type AuthHeaders, buildAdminTestApp, multipart, type TestApp } from '../helpers.ts';

/**
 * Issue 28 item 7: every number a client can send is bounded at its field. The number fields are found in
 * the schemas themselves (validation.ts `zWhole` and `zDecimal` record their bounds in NUMBER_FIELDS), in
 * the body, query and path of every registered route and in every multipart form, so a new field is swept
 * without editing this file; a number schema made without them fails the first test. Each field then gets
 * absurd and out-of-range values (2^53 + 1, 400 digits as a number and as text, -0, 1e309, NaN and
 * Infinity as text, fractions where whole numbers go, one step above its maximum and below its minimum,
 * other types) and must answer 400 naming that field with a clear message, never 500.
 */

interface NumberField {
  /** `METHOD /path` */
  route: string;
  where: 'body' | 'query' | 'params' | 'multipart';
  /** The field's path as `errors` names it (`products.0.quantity`). */
  path: string;
  bounds: NumberBounds;
  /** The field's own schema. */
  schema: { safeParse(value: unknown): { success: boolean } };
}

type ZodDef = { type?: string; shape?: Record<string, unknown>; [key: string]: unknown };
const defOf = (schema: unknown): ZodDef | undefined =>
  (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/** Walks a schema: every bounded number field with its path, and the path of any number that is not one. */
function walk(
  schema: unknown,
  path: string[],
  found: Pick<NumberField, 'path' | 'bounds' | 'schema'>[],
  unbounded: string[],
  depth = 0,
): void {
  if (!schema || typeof schema !== 'object' || depth > 20) return;
  const bounds = NUMBER_FIELDS.get(schema);
  if (bounds) {
    found.push({ path: path.join('.'), bounds, schema: schema as NumberField['schema'] });
    return;
  }
  const def = defOf(schema);
  if (!def) return;
  const next = (s: unknown, p = path) => walk(s, p, found, unbounded, depth + 1);
  switch (def.type) {
    case 'number':
    case 'int':
    case 'bigint':
    case 'nan':
      unbounded.push(path.join('.') || '(root)');
      return;
    case 'object':
      for (const [key, value] of Object.entries(def.shape ?? {})) next(value, [...path, key]);
      return;
    case 'array':
      next(def.element, [...path, '0']);
      return;
    case 'union':
      for (const option of (def.options as unknown[]) ?? []) next(option);
      return;
    case 'pipe':
      next(def.in);
      next(def.out);
      return;
    default:
      for (const key of ['innerType', 'schema']) next(def[key]);
  }
}

const FORMS: { route: string; schema: unknown }[] = [
  { route: 'POST /api/finish-work', schema: ZFinishEstimateFields },
  { route: 'POST /api/start-addwork', schema: ZStartWorkFields },
  { route: 'POST /api/finish-addwork', schema: ZFinishWorkFields },
  { route: 'POST /api/work-comment', schema: ZWorkCommentFields },
  { route: 'POST /api/add-client-record', schema: ZCreateRecordFields },
  { route: 'POST /api/add-product', schema: ZProductFields },
  { route: 'POST /api/edit-product', schema: ZProductFields },
  // edit-product reads its product id beside the form (products/routes.ts)
  { route: 'POST /api/edit-product', schema: z.object({ id: zId }) },
];

function numberFields(): { fields: NumberField[]; unbounded: string[] } {
  const fields: NumberField[] = [];
  const unbounded: string[] = [];
  const add = (route: string, where: NumberField['where'], schema: unknown) => {
    const found: Pick<NumberField, 'path' | 'bounds' | 'schema'>[] = [];
    const loose: string[] = [];
    walk(schema, [], found, loose);
    for (const f of found) fields.push({ route, where, ...f });
    for (const p of loose) unbounded.push(`${route} ${where} ${p}`);
  };
  for (const [route, schemas] of registeredSchemas) {
    if (!route.split(' ')[1]!.startsWith('/api')) continue;
    add(route, 'body', schemas.body);
    add(route, 'query', schemas.querystring);
    add(route, 'params', schemas.params);
  }
  for (const { route, schema } of FORMS) add(route, 'multipart', schema);
  // start-addwork also takes JSON, read by its handler with the same schema
  add('POST /api/start-addwork', 'body', ZStartWorkFields);
  return { fields, unbounded };
}

/** A decimal text `units` × 10^-places. */
const scaled = (units: bigint, places: number) => {
  const digits = units.toString().padStart(places + 1, '0');
  return places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
};
const unitsOf = (n: number, places: number) => BigInt(Math.round(n * 10 ** places));

/** The values a field must refuse, as raw JSON (so 2^53 + 1 and -0 reach the server as written). */
function hostileValues(b: NumberBounds): { label: string; json: string }[] {
  const step = 1n;
  const above = scaled(unitsOf(b.max, b.places) + step, b.places);
  const below =
    b.minExclusive || b.min === 0
      ? b.minExclusive
        ? scaled(unitsOf(b.min, b.places), b.places)
        : '-1'
      : scaled(unitsOf(b.min, b.places) - step, b.places);
  const tooPrecise = b.places === 0 ? '1.5' : `1.${'0'.repeat(b.places)}1`;
  return [
    { label: '2^53 + 1', json: '9007199254740993' },
    { label: '2^53 + 1 as text', json: '"9007199254740993"' },
    { label: '400 digits', json: '9'.repeat(400) },
    { label: '400 digits as text', json: `"${'9'.repeat(400)}"` },
    { label: '-0', json: '-0' },
    { label: '-0 as text', json: '"-0"' },
    { label: '1e309', json: '1e309' },
    { label: '1e309 as text', json: '"1e309"' },
    { label: 'NaN as text', json: '"NaN"' },
    { label: 'Infinity as text', json: '"Infinity"' },
    { label: 'hex text', json: '"0x10"' },
    { label: 'more places than allowed', json: tooPrecise },
    { label: 'more places than allowed, as text', json: `"${tooPrecise}"` },
    { label: 'one step above the maximum', json: above },
    { label: 'one step above the maximum, as text', json: `"${above}"` },
    { label: 'below the minimum', json: below },
    { label: 'a boolean', json: 'true' },
    { label: 'a list', json: '[1]' },
    { label: 'an object', json: '{"n":1}' },
  ];
}

/** `{ products: [ { quantity: <placeholder> } ] }` for `products.0.quantity`. */
function bodyWith(path: string, placeholder: string): Record<string, unknown> {
  const keys = path.split('.');
  const root: Record<string, unknown> = {};
  let node: Record<string, unknown> | unknown[] = root;
  keys.forEach((key, i) => {
    const last = i === keys.length - 1;
    const nextIsIndex = /^\d+$/.test(keys[i + 1] ?? '');
    const value = last ? placeholder : nextIsIndex ? [] : {};
    if (Array.isArray(node)) node.push(value);
    else node[key] = value;
    if (!last) node = value as Record<string, unknown> | unknown[];
  });
  return root;
}

const PLACEHOLDER = '__hostile_number__';
/** The text a query, path or multipart field carries for a raw JSON value. */
const asText = (json: string) => (json.startsWith('"') ? (JSON.parse(json) as string) : json);

let t: TestApp;
let admin: AuthHeaders;
let request = 0;
beforeAll(async () => {
  ({ t, admin } = await buildAdminTestApp());
});
afterAll(() => t.close());

async function send(field: NumberField, json: string) {
  const [method, pattern] = field.route.split(' ') as ['GET' | 'POST', string];
  const headers: Record<string, string> = { ...admin };
  // every request from its own address, so the public calls' rate limits never answer first
  request += 1;
  const remoteAddress = `10.9.${Math.floor(request / 250)}.${request % 250}`;
  if (field.where === 'params') {
    const url = pattern.replace(`:${field.path}`, encodeURIComponent(asText(json))).replace(/:\w+/g, '1');
    return t.app.inject({ method, url, headers, remoteAddress });
  }
  const url = pattern.replace(/:\w+/g, '1');
  if (field.where === 'query') {
    const query = new URLSearchParams({ [field.path]: asText(json) }).toString();
    return t.app.inject({ method, url: `${url}?${query}`, headers, remoteAddress });
  }
  if (field.where === 'multipart') {
    // a comment's mention (`message.0.id`) is JSON text in the `message` field
    const form = multipart(
      field.path === 'message.0.id'
        ? { message: `[{"type":"mention","id":${json}}]` }
        : { [field.path]: asText(json) },
    );
    return t.app.inject({
      method,
      url,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
      remoteAddress,
    });
  }
  const payload = JSON.stringify(bodyWith(field.path, PLACEHOLDER)).replace(`"${PLACEHOLDER}"`, json);
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, 'content-type': 'application/json' },
    remoteAddress,
  });
}

describe('numbers a client sends (issue 28 item 7)', () => {
  it('are all made with the bounded primitives', () => {
    const { fields, unbounded } = numberFields();
    expect(unbounded).toEqual([]);
    expect(fields.length).toBeGreaterThan(60);
  });

  it('are refused at their field, with a clear message, when absurd or out of range', async () => {
    const { fields } = numberFields();
    const failures: string[] = [];
    for (const field of fields) {
      for (const { label, json } of hostileValues(field.bounds)) {
        const res = await send(field, json);
        const body = res.json() as { message?: string; errors?: Record<string, string> };
        const message = body.errors?.[field.path];
        const clear = message !== undefined && !/invalid input|expected|received|nan/i.test(message);
        if (res.statusCode !== 400 || !clear) {
          failures.push(
            `${field.route} ${field.where} ${field.path} = ${label}: ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('takes the values at their bounds, as numbers and as text; the call answers no 5xx', async () => {
    const { fields } = numberFields();
    const failures: string[] = [];
    for (const field of fields) {
      const { min, max, places, minExclusive } = field.bounds;
      const lowest = minExclusive ? scaled(1n, places) : String(min);
      for (const value of [lowest, scaled(unitsOf(max, places), places)]) {
        // the field itself (an id within its bounds may still name no record: the operation says so)
        for (const given of [value, Number(value)]) {
          if (!field.schema.safeParse(given).success)
            failures.push(`${field.route} ${field.path} refuses ${given}`);
        }
        const res = await send(field, field.where === 'body' ? value : JSON.stringify(value));
        if (res.statusCode >= 500) {
          failures.push(
            `${field.route} ${field.where} ${field.path} = ${value}: ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
