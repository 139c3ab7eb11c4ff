/**
 * The spec's misspelt field names stay on the wire (issue 42 item 3; docs/architecture.md house rules,
 * "Wire names at the edge"): `discription`, `quntaty`, `headding`, `assigne`, `advicer_phone`… are read and
 * written only at the edge, and the code inside uses the names spelt right. Run by `npm run lint`
 * (`node --import tsx scripts/check-wire-names.ts [ROOT]`); exits 1 and lists each line of a source file
 * outside the edge that spells one.
 *
 * The edge: the shared modules that declare a domain's wire schemas and types with their mappings
 * (`WIRE_DECLARATIONS`), a server domain's `routes.ts` and `wire.ts`, a web feature's `api.ts`. Tests,
 * migrations and docs are not source of apps/ or packages/shared, so they are not read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The spec's spellings that docs/api.md keeps letter for letter on the wire. */
export const WIRE_MISSPELLINGS = /\b(?:discription|quntaty|headding|assigne|advicer_\w+)\b/;

/** The shared modules (packages/shared/src) that declare wire names and map them to the code's. */
export const WIRE_DECLARATIONS = ['estimates.ts', 'invoices.ts', 'proposals.ts', 'work.ts'];

/** The source trees read, relative to the repository. */
export const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];

/** May this file (relative to the repository, `/`-separated) spell the wire's names? */
export function isWireEdge(file: string): boolean {
  if (file.startsWith('packages/shared/src/')) {
    return WIRE_DECLARATIONS.includes(file.slice('packages/shared/src/'.length));
  }
  if (/^apps\/server\/src\/modules\/[^/]+\/(routes|wire)\.ts$/.test(file)) return true;
  return /^apps\/web\/src\/features\/[^/]+\/api\.ts$/.test(file);
}

export interface WireNameUse {
  file: string;
  line: number;
  name: string;
}

/** The lines of one file that spell a wire name where they may not. */
export function checkWireNames(file: string, source: string): WireNameUse[] {
  if (isWireEdge(file)) return [];
  return source.split('\n').flatMap((text, i) => {
    const found = WIRE_MISSPELLINGS.exec(text);
    return found ? [{ file, line: i + 1, name: found[0] }] : [];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Every use outside the edge under the repository `root`. */
export function checkRepository(root: string): WireNameUse[] {
  return SOURCE_ROOTS.flatMap((dir) =>
    sourceFiles(path.join(root, dir)).flatMap((full) =>
      checkWireNames(path.relative(root, full).split(path.sep).join('/'), readFileSync(full, 'utf8')),
    ),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const uses = checkRepository(root);
  for (const u of uses) console.error(`${u.file}:${u.line}: spells the wire's '${u.name}' inside the code`);
  if (uses.length > 0) {
    console.error(
      `\n${uses.length} line(s) spell a wire name outside the edge: map it in the route's schema, wire.ts or the feature's api.ts (docs/architecture.md)`,
    );
    process.exit(1);
  }
  console.log("check-wire-names: the spec's spellings stay at the edge");
}
