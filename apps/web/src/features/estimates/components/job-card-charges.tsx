import { clientCopyRows, type EstimateClientCopy } from '@aquadesk/shared/estimate-client-copy.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import { Table, Text } from '@mantine/core';
import { DocumentBlock, FIGURE_STYLE, FigureRow } from '../../../components/document.tsx';

/**
 * The job card's charges as its client reads them (issue 41 item 7; docs/api.md "What each document shows to
 * whom"): each line at the price the client pays, the value, discount, GST, rounding and total rows and the
 * total in words: the same copy and rows as the PDF (estimate-client-copy.ts), so Print gives the client's
 * document. No cost, profit, expense or rate per hour: those are the internal figures, never printed.
 */
export function JobCardCharges({ copy }: { copy: EstimateClientCopy }) {
  const rows = clientCopyRows(copy);
  return (
    <>
      <DocumentBlock title="Charges">
        {/* fits a phone: the item wraps, the figures keep their line */}
        <Table
          fz="sm"
          verticalSpacing={4}
          horizontalSpacing={6}
          withTableBorder
          aria-label="Charges"
          data-testid="client-lines"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Rate</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {copy.lines.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the job card's lines in their order; two may read the same
              <Table.Tr key={i} data-testid="client-line">
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{l.description}</Table.Td>
                <Table.Td ta="right">{l.quantity}</Table.Td>
                <Table.Td ta="right" style={FIGURE_STYLE}>
                  {formatRupees(l.rate)}
                </Table.Td>
                <Table.Td ta="right" style={FIGURE_STYLE} data-testid="client-line-amount">
                  {formatRupees(l.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </DocumentBlock>
      <DocumentBlock title="Totals" className="document-totals job-card-totals">
        <Table verticalSpacing={4} fz="sm" aria-label="Totals">
          <Table.Tbody>
            {rows.map((r) => (
              <FigureRow
                key={r.key}
                label={r.key === 'total' ? <strong>{r.label}</strong> : r.label}
                value={r.key === 'total' ? <strong>{r.text}</strong> : r.text}
                testId={`client-${r.key}`}
              />
            ))}
            <Table.Tr>
              <Table.Td colSpan={2}>
                <Text size="sm" fs="italic" data-testid="client-total-in-words">
                  {copy.total_in_words}
                </Text>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </DocumentBlock>
    </>
  );
}
