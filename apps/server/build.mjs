// Compiles the server to dist/main.js (issue 9: start-up under 3 s): one ES module, our own code and
// packages/shared bundled, every npm dependency left to node_modules. Production starts run it with plain
// `node`, without a TypeScript loader resolving and transforming each of our files at start.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Every bare import but our own workspace packages stays an import of node_modules (one zod, one pg…). */
const dependenciesStayExternal = {
  name: 'dependencies-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@aquadesk/') ? undefined : { path: args.path, external: true },
    );
  },
};
// `node build.mjs` builds dist/, what `npm start` and the journeys run. The API tests build a copy of their
// own (`node build.mjs .test-dist`, test/server-process.ts) beside it, at the same depth so every path taken
// from import.meta.url holds: a test run and a journey run side by side never delete each other's chunks.
const outName = process.argv[2] ?? 'dist';
if (!/^\.?[\w-]+$/.test(outName)) throw new Error(`build.mjs: ${outName} is not a folder name beside dist`);
const out = path.join(here, outName);

rmSync(out, { recursive: true, force: true });
await build({
  // the embedded database, the PDF renderer and the exports run on threads of their own, each started from
  // its own file (src/db/embedded/pglite-host.ts, src/platform/pdf.ts, src/platform/table-export.ts)
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    'pglite-worker': path.join(here, 'src/db/embedded/pglite-worker.ts'),
    'pdf-worker': path.join(here, 'src/platform/pdf-worker.ts'),
    'table-export-worker': path.join(here, 'src/platform/table-export-worker.ts'),
  },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // main.ts imports the app only once the database is opening (start-up, issue 10): the app and its
  // dependencies go to chunks next to main.js (dist/, so paths taken from import.meta.url hold)
  splitting: true,
  target: 'node20',
  plugins: [dependenciesStayExternal],
  // a bundled CommonJS helper may still call require(): give the module one
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// db/migration-status.ts finds the migrations next to itself: in the bundle that is dist/
cpSync(path.join(here, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
