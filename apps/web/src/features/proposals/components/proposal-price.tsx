import { formatRupees, proposalMargins } from '@aquadesk/shared/money.ts';
import type { ProposalDetail } from '@aquadesk/shared/proposals.ts';
import { Table, Text } from '@mantine/core';
import { DocumentBlock, FIGURE_STYLE, FigureRow, TotalRow } from '../../../components/document.tsx';
import { InternalFigures } from '../../../components/internal-figures.tsx';

/**
 * The proposal's price as its client reads it (issue 41 item 7; docs/api.md "What each document shows to
 * whom"), as the PDF prints it: the product as one line at the price the client pays, the total and the
 * total in words. The product's own price and what the profit and expense add are internal.
 */
export function ProposalPrice({ p }: { p: ProposalDetail }) {
  return (
    <DocumentBlock title="Price">
      <Table fz="sm" verticalSpacing={6} horizontalSpacing={6} withTableBorder aria-label="Price">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.product_name}</Table.Td>
            <Table.Td ta="right">1</Table.Td>
            <Table.Td ta="right" style={FIGURE_STYLE} data-testid="proposal-line-amount">
              {formatRupees(p.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <div className="document-totals">
        <Table verticalSpacing={6} aria-label="Totals">
          <Table.Tbody>
            <TotalRow total={p.total} weight={700} valueTestId="proposal-total" />
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {p.total_in_words}
        </Text>
      </div>
    </DocumentBlock>
  );
}

/**
 * How the price is made, for those who set margins (the server sends the product's price and the percentages
 * to no one else): on screen, marked internal, never printed.
 */
export function ProposalInternal({ p }: { p: ProposalDetail }) {
  if (p.price === null || p.product_profit === null || p.administrative_expense === null) return null;
  const margins = proposalMargins(p.price, p.product_profit, p.administrative_expense);
  return (
    <InternalFigures label="Internal figures: price and margins">
      <Table verticalSpacing={4} fz="sm" aria-label="How the price is made" maw="26rem">
        <Table.Tbody>
          <FigureRow label="Price of the product" value={formatRupees(p.price)} testId="proposal-cost" />
          <FigureRow
            label={`Product profit (${p.product_profit} %)`}
            value={formatRupees(margins.product_profit)}
            testId="proposal-profit"
          />
          <FigureRow
            label={`Administrative expense (${p.administrative_expense} %)`}
            value={formatRupees(margins.administrative_expense)}
            testId="proposal-expense"
          />
          <TotalRow total={p.total} weight={700} />
        </Table.Tbody>
      </Table>
    </InternalFigures>
  );
}
