/**
 * The server's import table (docs/architecture.md "Which module may import which", apps/server/src), from
 * the top floor down:
 *
 *   entry     main.ts, app.ts, startup.ts, backup-cli.ts, modules/index.ts
 *   setup     setup/: the first-start seed and the demo data, wired from above the domains
 *   modules   modules/<domain>/: routes → operations → wire → repository (demo.ts beside them)
 *   platform  platform/: what every domain uses
 *   db        db/: connection, embedded database, backups
 *   schema    db/schema/, db/migrations/
 *   config    config.ts
 *
 * A file may import its own floor (within the rules below) or a lower one. Inside a domain, routes import
 * only its operations; operations its operations, wire and repository; wire its repository; repository
 * only the schema and the floors below. A domain reaches another only through that domain's operations/, and
 * not at all where DOMAIN_MUST_NOT_IMPORT or IMPORTED_BY_NONE says the seam points the other way.
 * packages/shared and npm packages may be imported from anywhere. Type-only imports count like any other.
 */
import path from 'node:path';

export const SERVER_FLOORS = ['config', 'schema', 'db', 'platform', 'modules', 'setup', 'entry'] as const;
export type ServerFloor = (typeof SERVER_FLOORS)[number];

export const MODULE_KINDS = ['routes', 'operations', 'wire', 'repository', 'demo'] as const;
export type ModuleKind = (typeof MODULE_KINDS)[number];

export interface ServerPlace {
  floor: ServerFloor;
  /** The domain, for files under modules/<domain>/. */
  domain?: string;
  /** What a domain's file is; undefined for a file of no known kind. */
  kind?: ModuleKind;
}

const ENTRY_FILES = new Set(['main.ts', 'app.ts', 'startup.ts', 'backup-cli.ts', 'modules/index.ts']);

function kindOf(rest: string[]): ModuleKind | undefined {
  const [first = '', ...more] = rest;
  const top = more.length > 0 ? first : first.replace(/\.ts$/, '');
  if (top === 'demo' && more.length === 0) return 'demo';
  if (top === 'routes' || top === 'operations' || top === 'wire' || top === 'repository') return top;
  return undefined;
}

/** Where a file of apps/server/src (a path relative to it, with '/') stands, or null outside the table. */
export function serverPlaceOf(file: string): ServerPlace | null {
  const rel = file.split(path.sep).join('/');
  if (ENTRY_FILES.has(rel)) return { floor: 'entry' };
  if (rel === 'config.ts') return { floor: 'config' };
  const [top, ...rest] = rel.split('/');
  if (top === 'setup') return { floor: 'setup' };
  if (top === 'platform') return { floor: 'platform' };
  if (top === 'db') {
    return rest[0] === 'schema' || rest[0] === 'migrations' ? { floor: 'schema' } : { floor: 'db' };
  }
  if (top === 'modules' && rest.length >= 2) {
    const [domain, ...inside] = rest;
    return { floor: 'modules', domain, kind: kindOf(inside) };
  }
  return null;
}

/** What each kind of a domain's file may import of its own domain. */
const SAME_DOMAIN: Record<ModuleKind, readonly ModuleKind[]> = {
  routes: ['operations'],
  operations: ['operations', 'wire', 'repository'],
  wire: ['wire', 'repository'],
  repository: ['repository'],
  demo: ['operations', 'wire', 'repository'],
};

/**
 * The invoices' rooms (issue 42 item 1; docs/architecture.md "The invoices' rooms"): a domain and the domains
 * it must not import even through their operations, so each seam points one way. invoices keeps the books and
 * imports none of the other rooms: e-invoices (which reads and cancels invoices) hands invoices its
 * registration readers at wiring time (modules/index.ts), and payments (quick pay, settlement, payments and
 * refunds recorded by hand) changes an invoice only through invoices' operations; documents prints them and
 * hands invoices its mail on issue and payments its receipt PDF at wiring time, so neither imports documents;
 * a job card becomes a draft in estimates (operations/invoice-from-estimate.ts), through invoices'
 * operations. receivables, registers and GSTR-1 read the books and are read by no invoice room, GSTR-1 by
 * none at all but through the registers' totals it reconciles with.
 */
export const DOMAIN_MUST_NOT_IMPORT: Readonly<Record<string, readonly string[]>> = {
  invoices: [
    'payments',
    'e-invoices',
    'receivables',
    'registers',
    'gstr1',
    'estimates',
    'documents',
    'contracts',
  ],
  payments: ['e-invoices', 'receivables', 'registers', 'gstr1', 'documents'],
  'e-invoices': ['payments', 'receivables', 'registers', 'gstr1'],
  receivables: ['payments', 'registers', 'gstr1', 'e-invoices'],
  registers: ['payments', 'receivables', 'gstr1', 'e-invoices'],
  // issue 43 item 2: documents prints and mails a contract through contracts' records.ts; contracts never
  // reaches back into documents
  contracts: ['documents'],
  // the seams of issue 43, one way each (modules/index.ts hands the other direction its readers): calls
  // reads and makes tasks through work, work tells calls through call-hooks.ts; work names a piece of
  // equipment, equipment reads its calls through piece-calls.ts; estimates takes a client's tax identity,
  // the client page reads its job cards through client-estimates.ts; contracts plans visits, visits never
  // reach back
  work: ['calls', 'contracts', 'visits', 'parts'],
  equipment: ['work', 'calls', 'contracts', 'visits', 'parts'],
  clients: ['estimates'],
  visits: ['calls', 'parts'],
};

/** Domains nothing else imports: what they offer is their routes. */
const IMPORTED_BY_NONE = new Set(['gstr1']);

const rank = (floor: ServerFloor) => SERVER_FLOORS.indexOf(floor);

/**
 * Why `from` may not import `to` (both relative to apps/server/src), or null when it may. `toFile` is the
 * imported file's path, for the rules that name one file (operations may import db/types.ts only).
 */
export function serverImportProblem(from: ServerPlace, to: ServerPlace, toFile: string): string | null {
  if (from.floor === 'modules' && !from.kind) {
    return 'a domain file is routes, operations/, wire, repository or demo.ts: this one is none';
  }
  if (rank(to.floor) > rank(from.floor)) return `${from.floor} is below ${to.floor}`;
  if (from.floor === 'schema' && to.floor !== 'schema') return 'the schema imports only the schema';
  if (from.floor === 'setup' && to.floor === 'modules' && to.kind !== 'demo' && to.kind !== 'operations') {
    return 'setup reaches a domain through its demo.ts or its operations';
  }
  if (from.floor !== 'modules' || !from.kind) return null;
  if (to.floor === 'modules') {
    if (to.domain !== from.domain) {
      if (to.kind !== 'operations') return `another domain (${to.domain}) only through its operations/`;
      if (to.domain && IMPORTED_BY_NONE.has(to.domain)) return `no domain imports ${to.domain}`;
      if (from.domain && to.domain && DOMAIN_MUST_NOT_IMPORT[from.domain]?.includes(to.domain)) {
        return `${from.domain} must not import ${to.domain} (the seam points the other way)`;
      }
      return null;
    }
    if (!to.kind) return null; // reported at that file
    return SAME_DOMAIN[from.kind].includes(to.kind)
      ? null
      : `${from.kind} may not import its domain's ${to.kind}`;
  }
  if (to.floor === 'schema' || to.floor === 'db') {
    if (from.kind === 'repository' || from.kind === 'demo') return null;
    if (from.kind === 'operations' && toFile === 'db/types.ts') return null;
    return from.kind === 'operations'
      ? 'operations take the database types (db/types.ts) only'
      : `${from.kind} may not import db`;
  }
  return null;
}
