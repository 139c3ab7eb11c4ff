import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * How many statements one connection keeps prepared. A list has a few shapes per filter combination
 * and an `in (...)` a shape per length, so the set is bounded by the code, but a bound keeps a backend's
 * memory bounded whatever arrives; past it, statements run unnamed, as before.
 */
export const NAMED_PER_CONNECTION = 300;

let connections = 0;

/**
 * Makes every parameterised statement of the pool's connections a named prepared statement, its name
 * the connection's number and a hash of its text (docs/decisions/0009-named-statements.md).
 *
 * Drizzle sends each query as an unnamed statement, which PostgreSQL parses, analyses and plans on every
 * execution: for the works list's query (four joins and two subqueries) that was three quarters of the
 * database's CPU per request (bench/README.md §2, "Named statements, and the page before the join").
 * A named statement is parsed once per connection, and its plan is cached by PostgreSQL's plan cache
 * (custom plans for the first five runs, then the generic plan when it costs no more). A page's size is
 * written into its text first (`inlineLimits`), so that the generic plan is the page's.
 *
 * Only statements that carry parameters are named: they already use the extended protocol, while a
 * statement without parameters may hold several commands (a migration), which only the simple protocol
 * runs. The connection's number is part of the name because the embedded database serves every
 * connection from one backend, where two connections' statements of the same text must not collide.
 */
export function nameStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    connections += 1;
    const prefix = `aq${connections}_`;
    const named = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const withName = (...args: unknown[]): unknown => {
      const [config, values] = args;
      const params = Array.isArray(values) ? values : isStatement(config) ? config.values : undefined;
      if (isStatement(config) && config.name === undefined && params?.length) {
        const inlined = inlineLimits(config.text, params);
        const name = prefix + createHash('sha1').update(inlined.text).digest('base64url');
        if (named.has(name) || named.size < NAMED_PER_CONNECTION) {
          named.add(name);
          args[0] = { ...config, text: inlined.text, values: inlined.values, name };
          if (Array.isArray(values)) args[1] = inlined.values;
        }
      }
      return query(...args);
    };
    client.query = withName as typeof client.query;
  });
}

interface Statement {
  text: string;
  name?: string;
  values?: unknown[];
  submit?: unknown;
}

function isStatement(config: unknown): config is Statement {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as Statement).text === 'string' &&
    (config as Statement).submit === undefined
  );
}

const LIMIT = / limit \$(\d+)\b/g;
const PARAMETER = /\$(\d+)\b/g;
/** A pattern match (`like`, `ilike`, `similar to`): its plan depends on the pattern, see `inlineLimits`. */
const PATTERN = /\b(i?like|similar to)\b/i;

/**
 * Writes a statement's page size into its text: `limit $n` becomes `limit 101`, its value is dropped
 * and the parameters after it are numbered down (decision 0009, "The page size in the text").
 *
 * PostgreSQL plans a prepared statement for its parameters' values five times, then keeps its generic
 * plan when that costs no more. A generic plan does not know a parameterised limit and counts on a
 * tenth of the rows, so a list's page was planned again on every request (1.3 ms of the works list's
 * 4.4 ms of database time); with the size in the text its generic plan is the page's plan.
 *
 * A statement that matches a pattern keeps its limit a parameter, and so its custom plans: which plan
 * is right depends on the pattern (a site search for "a" matches nearly every site, and a generic plan
 * that gathers and sorts the matches took 59 ms where walking the order took 1 ms). Only a whole,
 * non-negative number is written in; anything else stays a parameter.
 */
export function inlineLimits(text: string, values: unknown[]): { text: string; values: unknown[] } {
  if (PATTERN.test(text)) return { text, values };
  const literal = new Map<number, number>();
  for (const match of text.matchAll(LIMIT)) {
    const index = Number(match[1]);
    const value = values[index - 1];
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) literal.set(index, value);
  }
  if (literal.size === 0) return { text, values };
  const renumbered = new Map<number, number>();
  const kept: unknown[] = [];
  values.forEach((value, i) => {
    if (literal.has(i + 1)) return;
    kept.push(value);
    renumbered.set(i + 1, kept.length);
  });
  const out = text.replace(PARAMETER, (whole, digits: string) => {
    const index = Number(digits);
    const value = literal.get(index);
    if (value !== undefined) return String(value);
    const next = renumbered.get(index);
    return next === undefined ? whole : `$${next}`;
  });
  return { text: out, values: kept };
}
