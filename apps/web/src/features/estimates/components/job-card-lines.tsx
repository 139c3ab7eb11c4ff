import type { EstimateSetterCard } from '@aquadesk/shared/estimates.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import { Table } from '@mantine/core';
import { DocumentBlock } from '../../../components/document.tsx';
import { ScrollingTable } from '../../../components/scrolling-table.tsx';

/** The job card's internal lines: products (when it has any) at cost and labour at its rate per hour. */
export function JobCardLines({
  products,
  labour,
}: {
  products: EstimateSetterCard['products'];
  labour: EstimateSetterCard['labour'];
}) {
  return (
    <>
      {products.length > 0 && (
        <DocumentBlock title="Products at cost">
          <ScrollingTable minWidth={320} label="Product line table">
            <Table fz="sm" verticalSpacing={4} horizontalSpacing={6} withTableBorder aria-label="Products">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                  <Table.Th ta="right">Qty</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {products.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{p.product}</Table.Td>
                    <Table.Td ta="right">{formatRupees(p.current_price)}</Table.Td>
                    <Table.Td ta="right">{p.quantity}</Table.Td>
                    <Table.Td ta="right">{formatRupees(p.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollingTable>
        </DocumentBlock>
      )}

      <DocumentBlock title="Labour at its rate per hour">
        <ScrollingTable minWidth={320} label="Labour line table">
          <Table fz="sm" verticalSpacing={4} horizontalSpacing={6} withTableBorder aria-label="Labour">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Role</Table.Th>
                <Table.Th ta="right">Rate / hour</Table.Th>
                <Table.Th ta="right">Hours</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {labour.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>{l.role}</Table.Td>
                  <Table.Td ta="right">{formatRupees(l.scale)}</Table.Td>
                  <Table.Td ta="right">{l.work_hour}</Table.Td>
                  <Table.Td ta="right">{formatRupees(l.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      </DocumentBlock>
    </>
  );
}
