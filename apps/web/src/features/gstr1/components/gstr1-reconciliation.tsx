import type { Gstr1Reconciliation, Gstr1ReconciliationRow } from '@aquadesk/shared/gstr1.ts';
import { Accordion, Alert, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { ScrollingTable } from '../../../components/scrolling-table.tsx';
import { FigureCell, HeadCell, rupees } from './gstr1-figures.tsx';

const shown = (row: Gstr1ReconciliationRow, value: number) =>
  row.unit === 'count' ? String(value) : rupees(value);

/**
 * GSTR-1 beside the invoice and note registers (docs/requirements/004-gstr1.md §6): green when every figure
 * agrees; otherwise each figure that differs named with both sides and the difference.
 */
export function Gstr1ReconciliationView({ reconciliation }: { reconciliation: Gstr1Reconciliation }) {
  const { ok } = reconciliation;
  const differing = reconciliation.rows.filter((r) => r.difference !== 0);
  return (
    <>
      <Alert
        color={ok ? 'green' : 'red'}
        variant="light"
        icon={ok ? <IconCircleCheck size={18} aria-hidden /> : <IconAlertTriangle size={18} aria-hidden />}
        title={ok ? 'Reconciled with the registers' : 'Does not agree with the registers'}
        data-testid="gstr1-reconciliation"
        mb="sm"
      >
        {ok
          ? 'Every figure of the invoices, credit notes and debit notes agrees with the invoice and note registers of the same days, to the paisa.'
          : differing.map((r) => (
              <Text key={r.what} size="sm">
                {r.what}: GSTR-1 {shown(r, r.gstr1)}, register {shown(r, r.register)} (difference{' '}
                {shown(r, r.difference)})
              </Text>
            ))}
      </Alert>
      <Accordion variant="contained" defaultValue={ok ? null : 'figures'}>
        <Accordion.Item value="figures">
          <Accordion.Control>Every figure, GSTR-1 beside the registers</Accordion.Control>
          <Accordion.Panel>
            <ScrollingTable minWidth={480} label="Reconciliation">
              <Table verticalSpacing={4} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <HeadCell>Figure</HeadCell>
                    <HeadCell figure>GSTR-1</HeadCell>
                    <HeadCell figure>Register</HeadCell>
                    <HeadCell figure>Difference</HeadCell>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {reconciliation.rows.map((r) => (
                    <Table.Tr
                      key={r.what}
                      bg={r.difference !== 0 ? 'var(--mantine-color-red-light)' : undefined}
                    >
                      <Table.Td>{r.what}</Table.Td>
                      <FigureCell>{shown(r, r.gstr1)}</FigureCell>
                      <FigureCell>{shown(r, r.register)}</FigureCell>
                      <FigureCell>{shown(r, r.difference)}</FigureCell>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollingTable>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </>
  );
}
