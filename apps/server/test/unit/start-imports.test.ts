import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * A start loads only what it needs before the database opens (docs/operations.md "Start-up"). The server
 * is bundled as build.mjs bundles it (ES modules, split, every npm package left outside), and the test
 * follows main.js's static imports: what they reach loads before `main()` runs; a dynamic `import()`
 * is where loading may wait.
 */
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let outputs: Metafile['outputs'];
beforeAll(async () => {
  const result = await build({
    entryPoints: { main: path.join(SERVER, 'src/main.ts') },
    outdir: path.join(os.tmpdir(), 'aquadesk-start-imports'),
    write: false,
    metafile: true,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    absWorkingDir: SERVER,
    logLevel: 'silent',
    plugins: [
      {
        name: 'packages-outside',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@aquadesk/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  outputs = result.metafile.outputs;
}, 60_000);

/** The npm packages and our source files that loading `output` loads, through static imports only. */
function loadedWith(output: string): { packages: Set<string>; sources: Set<string> } {
  const packages = new Set<string>();
  const sources = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const out = outputs[name];
    if (!out) throw new Error(`no output ${name}`);
    for (const input of Object.keys(out.inputs)) sources.add(input);
    for (const imported of out.imports) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) {
        if (imported.path.startsWith('node:')) continue;
        const parts = imported.path.split('/');
        packages.add(imported.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
      } else visit(imported.path);
    }
  };
  visit(output);
  return { packages, sources };
}

function outputOf(source: string): string {
  const found = Object.entries(outputs).find(([, out]) => out.entryPoint === source);
  if (!found) throw new Error(`no chunk starts at ${source}`);
  return found[0];
}

describe('what a start loads', () => {
  it('before the database opens: the database client, not the app, the set-up or the demo', () => {
    const start = loadedWith(outputOf('src/main.ts'));
    expect(start.packages.has('pg')).toBe(true);
    expect([...start.sources].some((s) => s.endsWith('src/db/open.ts'))).toBe(true);
    for (const lazy of ['src/app.ts', 'src/setup/seed.ts', 'src/setup/demo.ts']) {
      expect(
        [...start.sources].some((s) => s.endsWith(lazy)),
        lazy,
      ).toBe(false);
    }
    expect(start.packages.has('fastify')).toBe(false);
  });

  it('with the app: no library that only some requests need', () => {
    const app = loadedWith(outputOf('src/app.ts'));
    expect(app.packages.has('fastify')).toBe(true);
    for (const lazy of ['sharp', 'file-type', 'pdfmake', 'nodemailer', 'razorpay']) {
      expect(app.packages.has(lazy), lazy).toBe(false);
    }
  });
});
