import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The tests' own production build of the server (`node build.mjs .test-dist`), apart from dist/: the
 * journeys run dist/ and `npm test` runs them beside the API tests (scripts/test-all.ts), so a build for
 * one never deletes the chunks the other's server is loading.
 */
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds the server into `folder` beside dist/ (about 2 s) and returns its entry, as `npm start` runs
 * dist/main.js. A folder per suite: CI runs the proxy test while the API tests run on PostgreSQL.
 */
export function buildTestServer(folder: '.test-dist' | '.proxy-dist'): string {
  execFileSync(process.execPath, [path.join(SERVER, 'build.mjs'), folder], { stdio: 'inherit' });
  return path.join(SERVER, folder, 'main.js');
}
