import { compareAmounts, type EstimateTotals, formatRupees } from '@aquadesk/shared/money.ts';
import { Table, Text } from '@mantine/core';

interface Props {
  totals: EstimateTotals;
  expenseLabel: string;
  discountLabel: string;
  gstLabel: string;
}

/** The totals of a job card or of the panel's preview: each figure, the total and the total in words. */
export function TotalsTable({ totals, expenseLabel, discountLabel, gstLabel }: Props) {
  const rows: [string, string, string][] = [
    ['labour', 'Labour', totals.labour],
    ['products', 'Products', totals.products],
    ['travel', 'Travel', totals.travel],
    ['administrative_expense', expenseLabel, totals.administrative_expense],
    ['discount', discountLabel, totals.discount],
    ['gst', gstLabel, totals.gst],
  ];
  return (
    <Table verticalSpacing={4} fz="sm" aria-label="Totals" className="estimate-totals">
      <Table.Tbody>
        {rows.map(([key, label, value]) => (
          <Table.Tr key={key} data-testid={`total-${key}`}>
            <Table.Td>{label}</Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {key === 'discount' && compareAmounts(value, 0) > 0
                ? `− ${formatRupees(value)}`
                : formatRupees(value)}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr data-testid="total-total">
          <Table.Td fw={700}>Total</Table.Td>
          <Table.Td ta="right" fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {formatRupees(totals.total)}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td colSpan={2}>
            <Text size="sm" fs="italic" data-testid="total-in-words">
              {totals.total_in_words}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
