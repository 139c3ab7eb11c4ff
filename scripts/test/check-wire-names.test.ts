import { describe, expect, it } from 'vitest';
import { checkWireNames, isWireEdge } from '../check-wire-names.ts';

describe('check-wire-names', () => {
  it('lets the edge spell the wire names: shared wire declarations, routes, wire.ts, a feature api.ts', () => {
    for (const file of [
      'packages/shared/src/invoices.ts',
      'packages/shared/src/proposals.ts',
      'apps/server/src/modules/estimates/routes.ts',
      'apps/server/src/modules/invoices/wire.ts',
      'apps/web/src/features/work/api.ts',
    ]) {
      expect(isWireEdge(file), file).toBe(true);
      expect(checkWireNames(file, 'const line = { discription, quntaty };')).toEqual([]);
    }
  });

  it('refuses them inside: operations, repositories, documents, demo data, components, other shared code', () => {
    for (const file of [
      'apps/server/src/modules/invoices/operations/issue.ts',
      'apps/server/src/modules/estimates/repository.ts',
      'apps/server/src/modules/documents/operations/invoice-pdf.ts',
      'apps/server/src/setup/demo-books.ts',
      'apps/web/src/features/invoices/components/invoice-line-fields.tsx',
      'apps/web/src/features/invoices/invoice-form-model.ts',
      'apps/web/src/lib/api-client.ts',
      'packages/shared/src/money.ts',
    ]) {
      expect(isWireEdge(file), file).toBe(false);
    }
    const source = [
      'const a = 1;',
      'heading: input.headding,',
      'people.assigne.map((p) => p.name)',
      "['Phone', e.advicer_phone],",
      '// assignee, assigned, description, quantity and heading are spelt right',
    ].join('\n');
    expect(checkWireNames('apps/server/src/modules/x/operations/y.ts', source)).toEqual([
      { file: 'apps/server/src/modules/x/operations/y.ts', line: 2, name: 'headding' },
      { file: 'apps/server/src/modules/x/operations/y.ts', line: 3, name: 'assigne' },
      { file: 'apps/server/src/modules/x/operations/y.ts', line: 4, name: 'advicer_phone' },
    ]);
  });
});
