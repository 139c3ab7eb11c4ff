import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkFile, checkTree, layerOf } from '../check-imports.ts';

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
