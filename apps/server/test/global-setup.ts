import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { hostPglite } from '../src/db/embedded/pglite-host.ts';
import { fromHostedPglite, openDatabase } from '../src/db/open.ts';
import { buildTestServer } from './test-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    /** The server built for this run (apps/server/.test-dist/main.js; test/server-process.ts buildServer). */
    serverMain: string;
  }
}

/**
 * Migrates once (docs/decisions/0003-stack-pitfalls.md): on PGlite a dump of the migrated database that each test file loads;
 * on PostgreSQL (DATABASE_URL) the migrated database itself, which each file clones as a template.
 */
export default async function setup(project: TestProject) {
  // The files that start the production build (restart, shutdown) use this one build. Each built it in
  // its own beforeAll once, and two files in the two workers then rebuilt dist/ under each other's
  // starting server ("Cannot find module dist/chunk-….js", seen in CI).
  project.provide('serverMain', buildTestServer('.test-dist'));
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openDatabase({ databaseUrl: url });
    await database.close();
    project.provide('postgresTemplate', url);
    project.provide('pgliteTemplate', '');
    return async () => {
      // drop the per-file clones this run made
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const name = new URL(url).pathname.slice(1);
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${name}_f%`],
      );
      for (const r of rows) await admin.query(`drop database if exists "${r.datname}" with (force)`);
      await admin.end();
    };
  }
  const host = await hostPglite({});
  await fromHostedPglite(host);
  const dump = await host.dump();
  await host.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-template-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, dump);
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
