import { compareAmounts, type EstimateTotals, formatRupees } from '@aquadesk/shared/money.ts';
import { Table } from '@mantine/core';
import { FigureRow, TotalWithWordsRows } from '../../../components/document.tsx';

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
          <FigureRow
            key={key}
            label={label}
            value={
              key === 'discount' && compareAmounts(value, 0) > 0
                ? `− ${formatRupees(value)}`
                : formatRupees(value)
            }
            testId={`total-${key}`}
          />
        ))}
        <TotalWithWordsRows
          total={totals.total}
          inWords={totals.total_in_words}
          testId="total-total"
          wordsTestId="total-in-words"
          weight={700}
        />
      </Table.Tbody>
    </Table>
  );
}
