/**
 * Imports point one way (docs/architecture.md "Which module may import which"). Run by `npm run lint`
 * (`node --import tsx scripts/check-imports.ts [ROOT]`, ROOT the repository, by default this one's); exits 1
 * and lists each import that breaks a rule.
 *
 * The web app's layers: app → pages → features → components → lib → packages/shared. A file may import
 * its own layer or any layer below it, never one above. `main.tsx` (the entry) counts as app.
 *
 * The server's table is in server-imports.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverImportProblem, serverPlaceOf } from './server-imports.ts';

export const LAYERS = ['shared', 'lib', 'components', 'features', 'pages', 'app'] as const;
export type Layer = (typeof LAYERS)[number];

const SOURCE_FILE = /\.(ts|tsx)$/;
// static imports and re-exports (`from '…'`), side-effect imports and dynamic `import('…')`
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** The layer of a path relative to apps/web/src, or null for files outside the layers (assets). */
export function layerOf(relativePath: string): Layer | null {
  const normalized = relativePath.split(path.sep).join('/');
  if (normalized === 'main.tsx') return 'app';
  const top = normalized.split('/')[0];
  if (top === 'app' || top === 'pages' || top === 'features' || top === 'components' || top === 'lib')
    return top;
  return null;
}

function rank(layer: Layer): number {
  return LAYERS.indexOf(layer);
}

export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT_SPECIFIER)].map((m) => m[1] as string);
}

export interface Violation {
  file: string;
  specifier: string;
  from: Layer;
  to: Layer;
}

/** The upward imports of one file; `file` is relative to apps/web/src. */
export function checkFile(file: string, source: string): Violation[] {
  const from = layerOf(file);
  if (!from) return [];
  const violations: Violation[] = [];
  for (const specifier of importSpecifiers(source)) {
    let to: Layer | null;
    if (specifier.startsWith('@aquadesk/shared')) to = 'shared';
    else if (specifier.startsWith('.')) {
      const target = path.posix.normalize(
        path.posix.join(path.posix.dirname(file.split(path.sep).join('/')), specifier),
      );
      if (target.startsWith('..')) to = null;
      else to = layerOf(target);
    } else to = null; // packages from node_modules
    if (to && rank(to) > rank(from)) violations.push({ file, specifier, from, to });
  }
  return violations;
}

export interface ServerViolation {
  file: string;
  specifier: string;
  reason: string;
}

/** The imports of one server file that break the table; `file` is relative to apps/server/src. */
export function checkServerFile(file: string, source: string): ServerViolation[] {
  const posixFile = file.split(path.sep).join('/');
  const from = serverPlaceOf(posixFile);
  if (!from) return [];
  const violations: ServerViolation[] = [];
  if (from.floor === 'modules' && !from.kind) {
    violations.push({
      file: posixFile,
      specifier: '',
      reason: 'a domain file is routes, operations/, wire, repository or demo.ts: this one is none',
    });
  }
  for (const specifier of importSpecifiers(source)) {
    if (!specifier.startsWith('.')) continue; // packages/shared and npm packages
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(posixFile), specifier));
    if (target.startsWith('..')) continue;
    const to = serverPlaceOf(target);
    if (!to) continue;
    const reason = serverImportProblem({ ...from, kind: from.kind ?? 'operations' }, to, target);
    if (reason) violations.push({ file: posixFile, specifier, reason });
  }
  return violations;
}

export function checkServerTree(srcDir: string): ServerViolation[] {
  return sourceFiles(srcDir).flatMap((file) =>
    checkServerFile(file, readFileSync(path.join(srcDir, file), 'utf8')),
  );
}

function sourceFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, root);
    return SOURCE_FILE.test(entry.name) ? [path.relative(root, full)] : [];
  });
}

export function checkTree(srcDir: string): Violation[] {
  return sourceFiles(srcDir).flatMap((file) =>
    checkFile(file, readFileSync(path.join(srcDir, file), 'utf8')),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const web = checkTree(path.join(root, 'apps/web/src'));
  for (const v of web) {
    console.error(`apps/web/src/${v.file}: imports '${v.specifier}' (${v.from} may not import ${v.to})`);
  }
  const server = checkServerTree(path.join(root, 'apps/server/src'));
  for (const v of server) {
    console.error(
      `apps/server/src/${v.file}: ${v.specifier ? `imports '${v.specifier}' ` : ''}(${v.reason})`,
    );
  }
  if (web.length > 0) {
    console.error(`\n${web.length} web import(s) point up the layers: ${[...LAYERS].reverse().join(' → ')}`);
  }
  if (server.length > 0) {
    console.error(`\n${server.length} server import(s) break the table (docs/architecture.md)`);
  }
  if (web.length + server.length > 0) process.exit(1);
  console.log('check-imports: the web app and the server import one way');
}
