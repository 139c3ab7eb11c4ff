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
 * (custom plans for the first five runs, then the generic plan when it costs no more).
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
        const name = prefix + createHash('sha1').update(config.text).digest('base64url');
        if (named.has(name) || named.size < NAMED_PER_CONNECTION) {
          named.add(name);
          args[0] = { ...config, name };
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
