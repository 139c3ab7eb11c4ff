import { formatCount } from '@aquadesk/shared/format.ts';
import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import {
  RECEIVABLE_AGES,
  type ReceivableRow,
  type ReceivablesResponse,
} from '@aquadesk/shared/receivables.ts';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { FIGURE_STYLE as NUM } from '../../../components/document.tsx';
import { StripedTable } from '../../../components/scrolling-table.tsx';
import { statementPath } from '../api.ts';

type Figures = ReceivablesResponse['totals'];

const COLUMNS: { key: keyof Omit<Figures, 'invoices'>; label: string }[] = [
  { key: 'total_paise', label: 'Total due' },
  ...RECEIVABLE_AGES.map(([key, label]) => ({ key, label })),
];

const rupees = (paise: number) => (paise === 0 ? '—' : formatRupees(paiseToRupees(paise)));

function FigureCells({ row }: { row: Figures }) {
  return (
    <>
      <Table.Td ta="right" style={NUM}>
        {formatCount(row.invoices)}
      </Table.Td>
      {COLUMNS.map((c) => (
        <Table.Td
          key={c.key}
          ta="right"
          style={{ ...NUM, whiteSpace: 'nowrap' }}
          fw={c.key === 'total_paise' ? 650 : undefined}
          data-testid={`receivable-${c.key}`}
        >
          {rupees(row[c.key])}
        </Table.Td>
      ))}
    </>
  );
}

/** Who owes what, aged by days past the due date, with the totals of every client who matches. */
export function ReceivablesTable({ data }: { data: ReceivablesResponse }) {
  return (
    <StripedTable minWidth={900} label="Receivables table" name="Receivables">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Organisation</Table.Th>
          <Table.Th ta="right">Invoices</Table.Th>
          {COLUMNS.map((c) => (
            <Table.Th key={c.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
              {c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.data.map((r: ReceivableRow) => (
          <Table.Tr key={`${r.client_id ?? ''}:${r.organization}`} data-testid="receivable-row">
            <Table.Td style={{ overflowWrap: 'anywhere', minWidth: '10rem' }}>
              {r.client_id !== null ? (
                <Anchor component={Link} to={statementPath(r.client_id)} size="sm">
                  {r.organization}
                </Anchor>
              ) : (
                r.organization
              )}
            </Table.Td>
            <FigureCells row={r} />
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr data-testid="receivables-totals" fw={650}>
          <Table.Th>
            Total ({formatCount(data.total)} {data.total === 1 ? 'client' : 'clients'})
          </Table.Th>
          <FigureCells row={data.totals} />
        </Table.Tr>
      </Table.Tfoot>
    </StripedTable>
  );
}
