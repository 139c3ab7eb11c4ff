import { formatDate, formatDateTime } from '@aquadesk/shared/format.ts';
import type { InvoiceLineWire, PublicInvoice } from '@aquadesk/shared/invoices.ts';
import { compareAmounts, formatRupees } from '@aquadesk/shared/money.ts';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  DocumentBlock,
  DocumentPaper,
  FigureRow,
  FIGURE_STYLE as NUM,
  SignatureLine,
  TotalWithWordsRows,
} from '../../../components/document.tsx';
import { useAuthedImage } from '../../../lib/authed-image.ts';
import { useCan } from '../../../lib/use-can.ts';
import { INVOICE_STATUS_COLOR, PAID } from '../quick-pay-api.ts';
import { TestPaymentBadge } from './test-payment-badge.tsx';
import { UpiQr } from './upi-qr.tsx';
import './invoice.css';

/**
 * The proforma invoice (spec 001 §2 quick pay, §9): the company's letterhead, the organisation billed,
 * the product lines with CGST, SGST and IGST, the totals and the total in words, the payment status,
 * the signature kept with the invoice and, while unpaid and when the server has a UPI id, a UPI QR code
 * for the exact amount. On paper it fits one A4 width (invoice.css).
 */
export function InvoiceDocument({ invoice }: { invoice: PublicInvoice }) {
  const paid = invoice.status === PAID;
  const { company, totals } = invoice;
  return (
    <DocumentPaper className="invoice" label="Invoice">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md" className="invoice-head">
        <Stack gap={2} className="invoice-company" style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text fw={750} fz="lg">
            {company.name}
          </Text>
          {company.address && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {company.address}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {[company.phone, company.email].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" className="invoice-title-block" style={{ marginLeft: 'auto' }}>
          <Title order={2} className="document-title" fz={{ base: 20, sm: 24 }}>
            PROFORMA INVOICE
          </Title>
          <Text size="sm">
            Invoice No. <strong data-testid="invoice-number">{invoice.id}</strong>
          </Text>
          <Text size="sm">Date {formatDate(invoice.created_at)}</Text>
          <Badge color={INVOICE_STATUS_COLOR[invoice.status]} variant="light" data-testid="invoice-status">
            {invoice.status}
          </Badge>
        </Stack>
      </Group>

      <DocumentBlock title="Billed to" dense>
        <Text fw={650} data-testid="invoice-organization">
          {invoice.organization}
        </Text>
      </DocumentBlock>

      <Table.ScrollContainer minWidth={720} className="invoice-lines-scroll">
        <Table
          fz="sm"
          verticalSpacing={6}
          withTableBorder
          withColumnBorders
          aria-label="Invoice lines"
          className="invoice-lines"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>#</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Rate</Table.Th>
              <Table.Th ta="right">Taxable</Table.Th>
              <Table.Th ta="right">CGST</Table.Th>
              <Table.Th ta="right">SGST</Table.Th>
              <Table.Th ta="right">IGST</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: stored lines never reorder; descriptions may repeat
              <LineRow key={i} index={i} line={line} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg" className="invoice-foot">
        <Stack gap="sm" className="invoice-pay" style={{ flex: '1 1 14rem' }}>
          {paid ? (
            <Stack gap={2} data-testid="invoice-paid">
              <Group gap="xs">
                <Text fw={750} c="teal.8" fz="lg">
                  PAYMENT COMPLETE
                </Text>
                {invoice.test_payment && <TestPaymentBadge />}
              </Group>
              {invoice.paid_at && <Text size="sm">Paid on {formatDateTime(invoice.paid_at)}</Text>}
              {invoice.payment_id && (
                <Text size="xs" c="dimmed">
                  Payment reference {invoice.payment_id}
                </Text>
              )}
            </Stack>
          ) : (
            <Group gap="lg" align="flex-start" wrap="wrap">
              {invoice.upi && <UpiQr upi={invoice.upi} total={totals.total} />}
              {invoice.bank_transfer && (
                <Stack gap={0} data-testid="invoice-bank">
                  <Text size="sm" fw={650}>
                    Pay by bank transfer
                  </Text>
                  <Text size="xs">{invoice.bank_transfer.account_name}</Text>
                  <Text size="xs">A/c No. {invoice.bank_transfer.account_number}</Text>
                  <Text size="xs">IFSC {invoice.bank_transfer.ifsc}</Text>
                  {invoice.bank_transfer.bank_name && (
                    <Text size="xs">{invoice.bank_transfer.bank_name}</Text>
                  )}
                  <Text size="xs" c="dimmed">
                    Reference: Invoice {invoice.id}
                  </Text>
                </Stack>
              )}
            </Group>
          )}
        </Stack>
        <Table
          verticalSpacing={4}
          fz="sm"
          aria-label="Invoice totals"
          className="document-totals invoice-totals"
        >
          <Table.Tbody>
            <FigureRow
              label="Taxable value"
              value={formatRupees(totals.subtotal)}
              testId="invoice-subtotal"
            />
            <FigureRow label="CGST" value={formatRupees(totals.cgst)} testId="invoice-cgst" />
            <FigureRow label="SGST" value={formatRupees(totals.sgst)} testId="invoice-sgst" />
            <FigureRow label="IGST" value={formatRupees(totals.igst)} testId="invoice-igst" />
            <TotalWithWordsRows
              total={totals.total}
              inWords={invoice.total_in_words}
              testId="invoice-total"
              wordsTestId="invoice-total-in-words"
              weight={750}
            />
          </Table.Tbody>
        </Table>
      </Group>

      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md" className="invoice-sign">
        <Text size="xs" c="dimmed" maw={360}>
          This is a proforma invoice. Amounts in Indian rupees; GST as shown on each line.
        </Text>
        <Signature url={invoice.signature_url} caption={`Authorised signatory, ${company.name}`} />
      </Group>
    </DocumentPaper>
  );
}

/** A tax cell: the percent and the amount of the line. */
function Tax({ percent, amount }: { percent: string; amount: string }) {
  if (compareAmounts(percent, 0) === 0) return <Text size="sm">—</Text>;
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

function LineRow({ index, line }: { index: number; line: InvoiceLineWire }) {
  return (
    <Table.Tr data-testid="invoice-line">
      <Table.Td>{index + 1}</Table.Td>
      <Table.Td className="invoice-description">{line.discription}</Table.Td>
      <Table.Td ta="right" style={NUM}>
        {line.quntaty}
      </Table.Td>
      <Table.Td ta="right" style={NUM}>
        {formatRupees(line.rate)}
      </Table.Td>
      <Table.Td ta="right" style={NUM}>
        {formatRupees(line.subtotal)}
      </Table.Td>
      <Table.Td ta="right">
        <Tax percent={line.cgst} amount={line.cgst_amount} />
      </Table.Td>
      <Table.Td ta="right">
        <Tax percent={line.sgst} amount={line.sgst_amount} />
      </Table.Td>
      <Table.Td ta="right">
        <Tax percent={line.igst} amount={line.igst_amount} />
      </Table.Td>
      <Table.Td ta="right" fw={650} style={NUM}>
        {formatRupees(line.amount)}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The creator's signature kept with the invoice. It is served only to staff who may list invoices
 * (docs/api.md "Uploads": files are private), so it is fetched with their token; a visitor's copy
 * leaves the space for a hand signature.
 */
function Signature({ url, caption }: { url: string | null; caption: string }) {
  const mayLoad = useCan('invoice.sign');
  const img = useAuthedImage(mayLoad ? url : null);
  return (
    <SignatureLine src={img.data} alt="Signature" caption={caption} imageClassName="invoice-signature" />
  );
}
