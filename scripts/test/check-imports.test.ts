import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkFile, checkServerFile, checkServerTree, checkTree, layerOf } from '../check-imports.ts';
import { serverPlaceOf } from '../server-imports.ts';

describe('check-imports', () => {
  it('places files in their layer', () => {
    expect(layerOf('main.tsx')).toBe('app');
    expect(layerOf('app/router.tsx')).toBe('app');
    expect(layerOf('features/leave/api.ts')).toBe('features');
    expect(layerOf('lib/api-client.ts')).toBe('lib');
    expect(layerOf('assets/logo.svg')).toBeNull();
  });

  it('accepts imports down the layers and within a layer', () => {
    const source = [
      "import { apiRequest } from '../../../lib/api-client.ts';",
      "import { PageHeader } from '../../../components/page-header.tsx';",
      "import { leaveKeys } from '../api.ts';",
      "import { isRole } from '@aquadesk/shared/roles.ts';",
      "import { useQuery } from '@tanstack/react-query';",
    ].join('\n');
    expect(checkFile('features/leave/components/leave-form.tsx', source)).toEqual([]);
  });

  it('refuses a feature importing app/, a component importing a feature, lib importing components', () => {
    expect(
      checkFile(
        'features/auth/components/login-form.tsx',
        "import { x } from '../../../app/guards/require-auth.tsx';",
      ),
    ).toEqual([
      {
        file: 'features/auth/components/login-form.tsx',
        specifier: '../../../app/guards/require-auth.tsx',
        from: 'features',
        to: 'app',
      },
    ]);
    expect(
      checkFile('components/use-page-title.ts', "import { useBrand } from '../features/site-info/api.ts';"),
    ).toHaveLength(1);
    expect(checkFile('lib/logout.ts', "export { x } from '../components/x.ts';")).toHaveLength(1);
    expect(
      checkFile('pages/client-page.tsx', "const m = await import('../app/guards/require-screen.tsx');"),
    ).toHaveLength(1);
  });

  it('finds no upward import in apps/web/src', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src');
    expect(checkTree(src)).toEqual([]);
  });
});

describe('check-imports: the server table', () => {
  const reasons = (file: string, ...imports: string[]) =>
    checkServerFile(file, imports.map((i) => `import { x } from '${i}';`).join('\n')).map((v) => v.reason);

  it('places files on their floors and domain files by kind', () => {
    expect(serverPlaceOf('main.ts')).toEqual({ floor: 'entry' });
    expect(serverPlaceOf('modules/index.ts')).toEqual({ floor: 'entry' });
    expect(serverPlaceOf('setup/demo.ts')).toEqual({ floor: 'setup' });
    expect(serverPlaceOf('db/schema/users.ts')).toEqual({ floor: 'schema' });
    expect(serverPlaceOf('db/embedded/pglite-host.ts')).toEqual({ floor: 'db' });
    expect(serverPlaceOf('config.ts')).toEqual({ floor: 'config' });
    expect(serverPlaceOf('modules/leave/routes.ts')).toEqual({
      floor: 'modules',
      domain: 'leave',
      kind: 'routes',
    });
    expect(serverPlaceOf('modules/leave/operations/apply.ts')?.kind).toBe('operations');
    expect(serverPlaceOf('modules/invoices/wire.ts')?.kind).toBe('wire');
    expect(serverPlaceOf('modules/work/repository/picks.ts')?.kind).toBe('repository');
    expect(serverPlaceOf('modules/work/demo.ts')?.kind).toBe('demo');
    expect(serverPlaceOf('modules/work/access.ts')?.kind).toBeUndefined();
  });

  it('accepts what the table allows', () => {
    expect(reasons('modules/leave/routes.ts', './operations/leave.ts', '../../platform/errors.ts')).toEqual(
      [],
    );
    expect(
      reasons(
        'modules/leave/operations/leave.ts',
        '../repository.ts',
        '../wire.ts',
        './events.ts',
        '../../accounts/operations/users.ts',
        '../../../db/types.ts',
        '../../../platform/context.ts',
        '../../../config.ts',
      ),
    ).toEqual([]);
    expect(reasons('modules/leave/wire.ts', './repository.ts')).toEqual([]);
    expect(
      reasons('modules/leave/repository.ts', '../../db/schema/index.ts', '../../platform/paging.ts'),
    ).toEqual([]);
    expect(reasons('modules/leave/demo.ts', './operations/leave.ts', '../../db/schema/index.ts')).toEqual([]);
    expect(reasons('platform/context.ts', '../db/types.ts', '../config.ts')).toEqual([]);
    expect(
      reasons('setup/demo.ts', '../modules/work/demo.ts', '../modules/auth/operations/sign-in.ts'),
    ).toEqual([]);
    expect(reasons('app.ts', './modules/index.ts', './setup/seed.ts')).toEqual([]);
  });

  it('refuses a lower floor importing a higher one', () => {
    expect(reasons('db/open.ts', '../platform/log.ts')).toEqual(['db is below platform']);
    expect(reasons('platform/mail.ts', '../modules/leave/operations/leave.ts')).toEqual([
      'platform is below modules',
    ]);
    expect(reasons('modules/work/demo.ts', '../../setup/seed.ts')).toEqual(['modules is below setup']);
    expect(reasons('modules/work/operations/x.ts', '../../../app.ts')).toEqual(['modules is below entry']);
    expect(reasons('config.ts', './db/types.ts')).toEqual(['config is below db']);
  });

  it('refuses a domain file importing up its own domain', () => {
    expect(reasons('modules/work/repository.ts', './operations/moves.ts')).toEqual([
      "repository may not import its domain's operations",
    ]);
    expect(reasons('modules/work/wire.ts', './operations/moves.ts')).toEqual([
      "wire may not import its domain's operations",
    ]);
    expect(reasons('modules/work/routes.ts', './repository.ts')).toEqual([
      "routes may not import its domain's repository",
    ]);
    expect(reasons('modules/work/routes.ts', './wire.ts')).toEqual([
      "routes may not import its domain's wire",
    ]);
  });

  it('refuses routes and operations reaching into db', () => {
    expect(reasons('modules/system/routes.ts', '../../db/migration-status.ts')).toEqual([
      'routes may not import db',
    ]);
    expect(reasons('modules/work/operations/x.ts', '../../../db/schema/index.ts')).toEqual([
      'operations take the database types (db/types.ts) only',
    ]);
    expect(reasons('modules/work/wire.ts', '../../db/types.ts')).toEqual(['wire may not import db']);
  });

  it('refuses another domain reached other than through its operations', () => {
    expect(reasons('modules/work/repository.ts', '../sites/repository.ts')).toEqual([
      'another domain (sites) only through its operations/',
    ]);
    expect(reasons('modules/clients/operations/x.ts', '../../accounts/wire.ts')).toEqual([
      'another domain (accounts) only through its operations/',
    ]);
    expect(reasons('modules/employees/demo.ts', '../auth/demo.ts')).toEqual([
      'another domain (auth) only through its operations/',
    ]);
    expect(reasons('setup/demo.ts', '../modules/work/repository.ts')).toEqual([
      'setup reaches a domain through its demo.ts or its operations',
    ]);
  });

  it("holds the invoices' rooms to their seams (issue 42 item 1)", () => {
    expect(
      reasons('modules/invoices/operations/x.ts', '../../receivables/operations/receivables.ts'),
    ).toEqual(['invoices must not import receivables (the seam points the other way)']);
    expect(reasons('modules/e-invoices/operations/x.ts', '../../registers/operations/registers.ts')).toEqual([
      'e-invoices must not import registers (the seam points the other way)',
    ]);
    // invoices imports none of the rooms: e-invoices hands it its readers at wiring time (modules/index.ts)
    expect(reasons('modules/invoices/operations/x.ts', '../../e-invoices/operations/wire.ts')).toEqual([
      'invoices must not import e-invoices (the seam points the other way)',
    ]);
    expect(reasons('modules/invoices/operations/x.ts', '../../payments/operations/settle.ts')).toEqual([
      'invoices must not import payments (the seam points the other way)',
    ]);
    // a job card becomes a draft in estimates, which calls invoices: never the other way
    expect(
      reasons('modules/invoices/operations/x.ts', '../../estimates/operations/client-prices.ts'),
    ).toEqual(['invoices must not import estimates (the seam points the other way)']);
    expect(reasons('modules/estimates/operations/x.ts', '../../invoices/operations/drafts.ts')).toEqual([]);
    expect(reasons('modules/e-invoices/operations/x.ts', '../../payments/operations/settle.ts')).toEqual([
      'e-invoices must not import payments (the seam points the other way)',
    ]);
    expect(reasons('modules/registers/operations/x.ts', '../../gstr1/operations/gstr1.ts')).toEqual([
      'no domain imports gstr1',
    ]);
    expect(reasons('modules/dashboard/operations/x.ts', '../../gstr1/operations/gstr1.ts')).toEqual([
      'no domain imports gstr1',
    ]);
    // the ways they point
    expect(reasons('modules/gstr1/operations/x.ts', '../../registers/operations/registers.ts')).toEqual([]);
    expect(reasons('modules/e-invoices/operations/x.ts', '../../invoices/operations/ledger.ts')).toEqual([]);
    expect(reasons('modules/payments/operations/x.ts', '../../invoices/operations/ledger.ts')).toEqual([]);
    expect(
      reasons('modules/documents/operations/x.ts', '../../receivables/operations/receivables.ts'),
    ).toEqual([]);
  });

  it('holds the service domains to their seams (issue 43: work, calls, equipment, clients, estimates)', () => {
    expect(reasons('modules/work/operations/x.ts', '../../calls/operations/open-call.ts')).toEqual([
      'work must not import calls (the seam points the other way)',
    ]);
    expect(reasons('modules/equipment/operations/x.ts', '../../work/operations/equipment-calls.ts')).toEqual([
      'equipment must not import work (the seam points the other way)',
    ]);
    expect(
      reasons('modules/clients/operations/x.ts', '../../estimates/operations/client-estimates.ts'),
    ).toEqual(['clients must not import estimates (the seam points the other way)']);
    // the ways they point
    expect(reasons('modules/calls/operations/x.ts', '../../work/operations/breakdown-calls.ts')).toEqual([]);
    expect(reasons('modules/work/operations/x.ts', '../../equipment/operations/picks.ts')).toEqual([]);
    expect(
      reasons('modules/estimates/operations/x.ts', '../../clients/operations/client-accounts.ts'),
    ).toEqual([]);
  });

  it('refuses the schema importing the rest of db, and a domain file of no kind', () => {
    expect(reasons('db/schema/users.ts', '../types.ts')).toEqual(['schema is below db']);
    expect(reasons('db/schema/users.ts', '../../config.ts')).toEqual(['the schema imports only the schema']);
    expect(reasons('db/schema/users.ts', './search-text.ts')).toEqual([]);
    expect(checkServerFile('modules/work/access.ts', '').map((v) => v.reason)).toEqual([
      'a domain file is routes, operations/, wire, repository or demo.ts: this one is none',
    ]);
  });

  it('counts type-only, re-exported and dynamic imports', () => {
    const file = 'modules/work/repository.ts';
    expect(checkServerFile(file, "import type { X } from './operations/moves.ts';")).toHaveLength(1);
    expect(checkServerFile(file, "export { x } from './operations/moves.ts';")).toHaveLength(1);
    expect(checkServerFile(file, "const m = await import('./operations/moves.ts');")).toHaveLength(1);
  });

  it('finds nothing against the table in apps/server/src', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/src');
    expect(checkServerTree(src)).toEqual([]);
  });
});
