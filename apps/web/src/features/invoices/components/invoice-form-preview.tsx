import { stateLabel, stateOfCode } from '@aquadesk/shared/gst.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import { printedRoundOff, ROUND_OFF_LABEL } from '@aquadesk/shared/round-off.ts';
import { Paper, Table, Text } from '@mantine/core';
import { FigureRow, TotalRow } from '../../../components/document.tsx';
import type { InvoicePreview } from '../invoice-form-model.ts';

const stateName = (code: string) => {
  const state = stateOfCode(code);
  return state ? stateLabel(state) : code;
};

/**
 * The form's live totals (docs/requirements/002-gst.md §8: each line rounded where printed, totals the sum
 * of the lines, the total moved by the round-off on its own line), with CGST + SGST (or UTGST) within the state or IGST between states (§4). An estimate:
 * the server computes and stores the invoice's figures with the company's own state.
 */
export function InvoiceFormPreview({
  preview,
  supplierState,
}: {
  preview: InvoicePreview;
  supplierState: string;
}) {
  const t = preview.figures.totals;
  const roundOff = printedRoundOff(t.round_off);
  const taxes: [string, string][] =
    preview.split === 'intra'
      ? [
          ['CGST', t.cgst],
          [preview.stateTax, t.sgst],
        ]
      : [['IGST', t.igst]];
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0" aria-label="Invoice total" component="section">
      <Table verticalSpacing={2} fz="sm">
        <Table.Tbody>
          <FigureRow label="Value" value={formatRupees(t.value)} />
          {t.discount !== '0.00' && <FigureRow label="Discount" value={`− ${formatRupees(t.discount)}`} />}
          <FigureRow label="Taxable value" value={formatRupees(t.taxable)} testId="form-taxable" />
          {taxes.map(([label, value]) => (
            <FigureRow
              key={label}
              label={label}
              value={formatRupees(value)}
              testId={`form-${label.toLowerCase()}`}
            />
          ))}
          {roundOff && <FigureRow label={ROUND_OFF_LABEL} value={roundOff} testId="form-round-off" />}
          <TotalRow total={t.total} weight={750} valueTestId="form-total" />
        </Table.Tbody>
      </Table>
      <Text size="xs" fs="italic" mt={4} data-testid="form-total-in-words">
        {preview.figures.total_in_words}
      </Text>
      <Text size="xs" c="dimmed" mt={4} data-testid="form-preview-note">
        A preview: the invoice's figures are fixed when it is saved.{' '}
        {preview.assumed &&
          `No place of supply chosen: the client's state decides; the company's own, ${stateName(supplierState)}, is shown here. `}
        {preview.split === 'intra'
          ? 'Within the state: CGST and SGST, half the rate each.'
          : 'To another state: IGST at the whole rate.'}
      </Text>
      {!preview.complete && (
        <Text size="xs" c="dimmed" mt={4}>
          Lines with a missing or unreadable number are not counted yet.
        </Text>
      )}
    </Paper>
  );
}
