import { DOCUMENT_NATURE_LABELS, type Gstr1Response } from '@aquadesk/shared/gstr1.ts';
import { Table, Text, Title } from '@mantine/core';
import { ScrollingTable } from '../../../components/scrolling-table.tsx';
import { FigureCell, HeadCell, rupees } from './gstr1-figures.tsx';

const COLUMNS = ['Documents', 'Taxable value', 'IGST', 'CGST', 'SGST/UTGST', 'Cess', 'Value'] as const;

/** The return's sections with their sums (credit notes counting against), and Table 13. */
export function Gstr1Sections({ answer }: { answer: Gstr1Response }) {
  const sections = answer.sections.filter((s) => s.section !== 'doc_issue');
  return (
    <>
      <Title order={3} size="h4" mb="xs">
        Sections
      </Title>
      <ScrollingTable minWidth={860} label="GSTR-1 sections" framed>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <HeadCell>Section</HeadCell>
              {COLUMNS.map((c) => (
                <HeadCell key={c} figure>
                  {c}
                </HeadCell>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sections.map((s) => (
              <Table.Tr key={s.section} data-testid={`gstr1-section-${s.section}`}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {s.label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {s.section}
                  </Text>
                </Table.Td>
                <FigureCell testId={`gstr1-${s.section}-documents`}>{s.documents}</FigureCell>
                <FigureCell testId={`gstr1-${s.section}-taxable`}>{rupees(s.taxable_paise)}</FigureCell>
                <FigureCell>{rupees(s.igst_paise)}</FigureCell>
                <FigureCell>{rupees(s.cgst_paise)}</FigureCell>
                <FigureCell>{rupees(s.sgst_paise)}</FigureCell>
                <FigureCell>{rupees(s.cess_paise)}</FigureCell>
                <FigureCell>{rupees(s.value_paise)}</FigureCell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollingTable>
      <Title order={3} size="h4" mt="lg" mb="xs">
        Documents issued (13)
      </Title>
      {answer.doc_issue.length === 0 ? (
        <Text c="dimmed" size="sm">
          No documents were issued in this period.
        </Text>
      ) : (
        <ScrollingTable minWidth={620} label="Documents issued" framed>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <HeadCell>Nature of document</HeadCell>
                <HeadCell>From</HeadCell>
                <HeadCell>To</HeadCell>
                <HeadCell figure>Total</HeadCell>
                <HeadCell figure>Cancelled</HeadCell>
                <HeadCell figure>Net issued</HeadCell>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {answer.doc_issue.map((d) => (
                <Table.Tr key={`${d.nature}-${d.from}`}>
                  <Table.Td>{DOCUMENT_NATURE_LABELS[d.nature]}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{d.from}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{d.to}</Table.Td>
                  <FigureCell>{d.total}</FigureCell>
                  <FigureCell>{d.cancelled}</FigureCell>
                  <FigureCell>{d.net}</FigureCell>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      )}
    </>
  );
}
