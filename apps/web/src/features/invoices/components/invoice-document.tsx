import { formatDateTime } from '@aquadesk/shared/format.ts';
import { isOpenInvoice, type PublicInvoice } from '@aquadesk/shared/invoices.ts';
import { paiseToRupees } from '@aquadesk/shared/money.ts';
import { Group, Stack, Text } from '@mantine/core';
import { DocumentBlock, DocumentPaper } from '../../../components/document.tsx';
import { EInvoiceBlock } from '../../e-invoices/components/e-invoice-block.tsx';
import { PAID } from '../../payments/api.ts';
import { HsnSummaryTable, InvoiceLinesTable } from './invoice-document-lines.tsx';
import {
  CancelledStamp,
  InvoiceHead,
  InvoiceParties,
  InvoiceTotals,
  isOpeningBalance,
  OpeningBalanceTotals,
  Signature,
} from './invoice-document-parts.tsx';
import { TestPaymentBadge } from './test-payment-badge.tsx';
import { UpiQr } from './upi-qr.tsx';
import './invoice.css';

/**
 * The tax invoice (docs/requirements/002-gst.md §5, CGST rule 46), or a draft's proforma invoice: the
 * supplier and the recipient with their GSTINs and states, the place of supply, reverse charge, the lines
 * with HSN/SAC, unit, discount, taxable value and CGST + SGST (or UTGST) or IGST, the HSN summary, the
 * totals and the amount in words, what was paid and is due, CANCELLED with the reason, the terms and the
 * signature; once registered with the IRP, the IRN, acknowledgement and signed QR code. While payable, the UPI code and bank details for the balance due. On paper it fits one A4
 * width (invoice.css); on a phone its tables scroll sideways. An opening balance (docs/decisions/0014) shows
 * the old invoice's number, date and client, what is owed, paid and due, and that it is not a tax invoice.
 */
export function InvoiceDocument({ invoice }: { invoice: PublicInvoice }) {
  const paid = invoice.status === PAID;
  const open = isOpenInvoice(invoice.status);
  const due = paiseToRupees(invoice.balance.due_paise);
  const signer = invoice.supplier.legal_name || invoice.company.name;
  // an invoice of the old books (docs/decisions/0014): its number, date, client and what is owed, no lines
  const opening = isOpeningBalance(invoice);
  return (
    <DocumentPaper className="invoice" label={opening ? 'Opening balance' : 'Invoice'}>
      <InvoiceHead invoice={invoice} />
      {invoice.e_invoice && <EInvoiceBlock eInvoice={invoice.e_invoice} />}
      {invoice.cancelled && <CancelledStamp cancelled={invoice.cancelled} />}
      <InvoiceParties invoice={invoice} />
      {!opening && <InvoiceLinesTable invoice={invoice} />}
      {!opening && <HsnSummaryTable invoice={invoice} />}

      <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg" className="invoice-foot">
        <Stack gap="sm" className="invoice-pay" style={{ flex: '1 1 14rem' }}>
          {paid && (
            <Stack gap={2} data-testid="invoice-paid">
              <Group gap="xs">
                <Text fw={750} c="teal.8" fz="lg">
                  Paid in full
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
          )}
          {open && (
            <Group gap="lg" align="flex-start" wrap="wrap">
              {invoice.upi && <UpiQr upi={invoice.upi} total={due} />}
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
                    Reference: Invoice {invoice.number ?? invoice.id}
                  </Text>
                </Stack>
              )}
            </Group>
          )}
        </Stack>
        {opening ? <OpeningBalanceTotals invoice={invoice} /> : <InvoiceTotals invoice={invoice} />}
      </Group>

      {opening && (
        <Text size="sm" c="dimmed" data-testid="opening-balance-note">
          Brought in from the books kept before AquaDesk with what is still owed on it: not a tax invoice of
          AquaDesk, which holds no copy of the original.
        </Text>
      )}

      {invoice.terms && !opening && (
        <DocumentBlock title="Terms" dense>
          <Text size="xs" style={{ whiteSpace: 'pre-line' }} data-testid="invoice-terms">
            {invoice.terms}
          </Text>
        </DocumentBlock>
      )}

      {!opening && (
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md" className="invoice-sign">
          <Text size="xs" c="dimmed" maw={360}>
            {invoice.number
              ? 'Amounts in Indian rupees. Each tax is computed on the taxable value of its line.'
              : 'A proforma invoice: a draft, not yet a supply. The tax invoice is numbered when issued.'}
          </Text>
          <Signature url={invoice.signature_url} caption={`Authorised signatory, ${signer}`} />
        </Group>
      )}
    </DocumentPaper>
  );
}
