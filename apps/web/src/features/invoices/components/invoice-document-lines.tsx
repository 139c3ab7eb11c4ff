import type { InvoiceLine, InvoiceLineTaxWire, PublicInvoice } from '@aquadesk/shared/invoices.ts';
import { compareAmounts, formatRupees } from '@aquadesk/shared/money.ts';
import { Table, Text } from '@mantine/core';
import { DocumentBlock, FIGURE_STYLE as NUM } from '../../../components/document.tsx';
import { ScrollingTable } from '../../../components/scrolling-table.tsx';

/** The taxes a document prints, by its split (docs/requirements/002-gst.md §4): never CGST/SGST beside IGST. */
type TaxColumn = { key: 'cgst' | 'sgst' | 'igst'; label: string };

export function taxColumnsOf(invoice: Pick<PublicInvoice, 'split' | 'state_tax'>): TaxColumn[] {
  const cgst: TaxColumn = { key: 'cgst', label: 'CGST' };
  const sgst: TaxColumn = { key: 'sgst', label: invoice.state_tax };
  const igst: TaxColumn = { key: 'igst', label: 'IGST' };
  if (invoice.split === 'intra') return [cgst, sgst];
  if (invoice.split === 'inter') return [igst];
  // an invoice made before tax invoices carried the three percents as typed
  return [cgst, sgst, igst];
}

/** A tax cell: the amount of the line and its percent. */
function Tax({ percent, amount }: { percent: string; amount: string }) {
  if (compareAmounts(percent, 0) === 0 && compareAmounts(amount, 0) === 0) return <Text size="sm">—</Text>;
  return (
    <>
      <Text size="sm" style={NUM}>
        {formatRupees(amount)}
      </Text>
      <Text size="xs" c="dimmed" className="invoice-tax-percent">
        {percent} %
      </Text>
    </>
  );
}

/** Rule 46(g)-(m): each line's HSN/SAC, description, quantity and unit, value, discount, taxable value and taxes. */
export function InvoiceLinesTable({ invoice }: { invoice: PublicInvoice }) {
  const taxes = taxColumnsOf(invoice);
  return (
    // fits the document's width at 1366 px (issue 41 item 9): compact cells, the unit under its quantity and
    // the description wrapping; narrower (a phone), it scrolls inside its own box, never the page
    <ScrollingTable minWidth={600 + taxes.length * 80} label="Invoice line table">
      <Table
        fz="sm"
        verticalSpacing={6}
        horizontalSpacing={6}
        withTableBorder
        withColumnBorders
        aria-label="Invoice lines"
        className="invoice-lines"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32}>#</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>HSN/SAC</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Rate</Table.Th>
            <Table.Th ta="right">Discount</Table.Th>
            <Table.Th ta="right">Taxable</Table.Th>
            <Table.Th ta="right">GST</Table.Th>
            {taxes.map((t) => (
              <Table.Th key={t.key} ta="right">
                {t.label}
              </Table.Th>
            ))}
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line, i) => (
            <LineRow
              // biome-ignore lint/suspicious/noArrayIndexKey: stored lines never reorder; descriptions may repeat
              key={i}
              index={i}
              line={line}
              tax={invoice.tax_lines[i]}
              taxes={taxes}
            />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}

function LineRow({
  index,
  line,
  tax,
  taxes,
}: {
  index: number;
  line: InvoiceLine;
  tax: InvoiceLineTaxWire | undefined;
  taxes: TaxColumn[];
}) {
  return (
    <Table.Tr data-testid="invoice-line">
      <Table.Td>{index + 1}</Table.Td>
      <Table.Td className="invoice-description">{line.description}</Table.Td>
      <Table.Td style={NUM} data-testid="invoice-line-hsn">
        {tax?.hsn ?? '—'}
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" style={NUM}>
          {line.quantity}
        </Text>
        {tax?.unit && (
          <Text size="xs" c="dimmed" className="invoice-line-unit" data-testid="invoice-line-unit">
            {tax.unit}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right" style={NUM}>
        {formatRupees(line.rate)}
      </Table.Td>
      <Table.Td ta="right" style={NUM} data-testid="invoice-line-discount">
        {formatRupees(tax?.discount ?? '0')}
      </Table.Td>
      <Table.Td ta="right" style={NUM} data-testid="invoice-line-taxable">
        {formatRupees(tax?.taxable ?? line.subtotal)}
      </Table.Td>
      <Table.Td ta="right" style={NUM}>
        {tax ? `${tax.gst_rate} %` : '—'}
      </Table.Td>
      {taxes.map((t) => (
        <Table.Td key={t.key} ta="right" data-testid={`invoice-line-${t.key}`}>
          <Tax percent={line[t.key]} amount={line[`${t.key}_amount`]} />
        </Table.Td>
      ))}
      <Table.Td ta="right" fw={650} style={NUM}>
        {formatRupees(line.amount)}
      </Table.Td>
    </Table.Tr>
  );
}

/** The HSN summary (docs/requirements/002-gst.md §5): taxable value and tax by HSN/SAC and rate. */
export function HsnSummaryTable({ invoice }: { invoice: PublicInvoice }) {
  if (invoice.hsn_summary.length === 0) return null;
  const taxes = taxColumnsOf(invoice);
  return (
    <DocumentBlock title="HSN/SAC summary" dense>
      <ScrollingTable minWidth={420 + taxes.length * 90} label="HSN/SAC summary table">
        <Table
          fz="sm"
          verticalSpacing={4}
          withTableBorder
          withColumnBorders
          aria-label="HSN summary"
          className="invoice-lines"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>HSN/SAC</Table.Th>
              <Table.Th ta="right">GST</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Taxable</Table.Th>
              {taxes.map((t) => (
                <Table.Th key={t.key} ta="right">
                  {t.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.hsn_summary.map((row) => (
              <Table.Tr key={`${row.hsn} ${row.gst_rate}`} data-testid="invoice-hsn-row">
                <Table.Td style={NUM}>{row.hsn}</Table.Td>
                <Table.Td ta="right" style={NUM}>
                  {row.gst_rate} %
                </Table.Td>
                <Table.Td ta="right" style={NUM}>
                  {row.quantity}
                </Table.Td>
                <Table.Td ta="right" style={NUM}>
                  {formatRupees(row.taxable)}
                </Table.Td>
                {taxes.map((t) => (
                  <Table.Td key={t.key} ta="right" style={NUM}>
                    {formatRupees(row[t.key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollingTable>
    </DocumentBlock>
  );
}
