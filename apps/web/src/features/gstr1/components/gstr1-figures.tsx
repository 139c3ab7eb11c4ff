import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { FIGURE_STYLE } from '../../../components/document.tsx';

/** ₹ with Indian grouping, to the paisa; a credit shows its minus sign. */
export const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** A right-aligned figure cell. */
export function FigureCell({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Table.Td ta="right" style={FIGURE_STYLE} data-testid={testId}>
      {children}
    </Table.Td>
  );
}

/** A header cell, right-aligned over a figure. */
export function HeadCell({ children, figure }: { children: ReactNode; figure?: boolean }) {
  return (
    <Table.Th ta={figure ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Table.Th>
  );
}
