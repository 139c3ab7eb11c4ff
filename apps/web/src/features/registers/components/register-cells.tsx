import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import type { TaxFigures } from '@aquadesk/shared/registers.ts';
import { Anchor, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FIGURE_STYLE as NUM } from '../../../components/document.tsx';
import { invoicePath } from '../../invoices/api.ts';

/** ₹ with Indian grouping, to the paisa. */
export const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** The tax columns' headers, in the order of the files (Taxable value … Cess). */
export const TAX_HEADERS = ['Taxable value', 'CGST', 'SGST/UTGST', 'IGST', 'Cess'] as const;

const TAX_KEYS = ['taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise', 'cess_paise'] as const;

/** A right-aligned figure cell. */
export function Figure({ paise, testId, strong }: { paise: number; testId?: string; strong?: boolean }) {
  return (
    <Table.Td ta="right" style={NUM} fw={strong ? 650 : undefined} data-testid={testId}>
      {rupees(paise)}
    </Table.Td>
  );
}

/** The taxable value and each tax of a row or of the totals. */
export function TaxCells({ figures, testPrefix }: { figures: TaxFigures; testPrefix?: string }) {
  return TAX_KEYS.map((k) => (
    <Figure key={k} paise={figures[k]} {...(testPrefix ? { testId: `${testPrefix}-${k}` } : {})} />
  ));
}

/** A header cell, right-aligned for a figure. */
export function Th({ children, figure }: { children: ReactNode; figure?: boolean }) {
  return (
    <Table.Th ta={figure ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Table.Th>
  );
}

/** A document's number, linked to its invoice. */
export function InvoiceLink({ id, children }: { id: number; children: ReactNode }) {
  return (
    <Anchor component={Link} to={invoicePath(id)} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Anchor>
  );
}

/** The place of supply as documents print it: "Karnataka (29)". */
export const placeText = (code: string | null, name: string | null) =>
  code ? (name ? `${name} (${code})` : code) : '—';

export const WRAP = { overflowWrap: 'anywhere', minWidth: '9rem' } as const;
