import {
  type InvoiceBankTransfer,
  type InvoiceCompany,
  type InvoiceStatus,
  type InvoiceUpi,
  isOpenInvoice,
  type PublicInvoice,
} from '@aquadesk/shared/invoices.ts';
import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import { zIdOf } from '@aquadesk/shared/validation.ts';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingBank,
  IconCircleCheck,
  IconCreditCard,
  IconFileSearch,
  IconPrinter,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  DocumentSends,
  DownloadPdfButton,
  SendToClientButton,
} from '../../../components/document-actions.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { invoiceKeys } from '../../../lib/invoice-keys.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { fetchInvoice, PAID, type QuickPayInvoice, quickPayPath } from '../api.ts';
import { usePayInvoice } from '../hooks/use-pay-invoice.ts';
import { SandboxCheckout } from './sandbox-checkout.tsx';

// spec 001 §2, spec 000 §9: the navigation opens quick pay with the placeholder id -1 (no invoice yet)
const PLACEHOLDER_ID = '-1';
const ID_MESSAGE = 'Enter an invoice number from 1';

/** The id of the URL: a positive whole number, null for the placeholder, 'bad' for anything else. */
function readId(raw: string | undefined): number | null | 'bad' {
  if (raw === undefined || raw === PLACEHOLDER_ID) return null;
  if (!/^\d{1,10}$/.test(raw)) return 'bad';
  const n = Number(raw);
  return n >= 1 && n <= 2_147_483_647 ? n : 'bad';
}

/**
 * What the quick pay page shows of the invoice itself: the invoices feature's document, status badge and
 * UPI code, which the page (pages/quick-pay-page.tsx) hands over, so this feature imports none of its
 * components (docs/architecture.md).
 */
export interface InvoiceViews {
  Document: ComponentType<{ invoice: PublicInvoice }>;
  StatusBadge: ComponentType<{ status: InvoiceStatus; size?: 'lg'; test?: boolean; testId?: string }>;
  UpiQr: ComponentType<{ upi: InvoiceUpi; total: string }>;
  isOpeningBalance: (invoice: PublicInvoice) => boolean;
}

/**
 * /quickpay/{id} (spec 001 §2; public, no login): an Invoice ID input with View bill, then the bill, its
 * payment status, and Pay Now while unpaid. With the invoice's key (`?key=`, the link the client was sent;
 * docs/api.md "Invoices") the proforma invoice whole, with Print always (spec 001 §2 names Pay Now or
 * Print; a printed unpaid invoice carries the UPI code, so Print stays beside Pay Now) and its PDF; by the
 * number alone a summary (status, amount due, the organisation masked) that can still be paid. While
 * online payment is off, the bank transfer details take Pay Now's place.
 */
export function QuickPayScreen({ views }: { views: InvoiceViews }) {
  const { id: raw } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key') || null;
  const id = readId(raw);
  const invoiceId = typeof id === 'number' ? id : null;
  usePageTitle(invoiceId ? `Invoice ${invoiceId}` : 'Quick pay');
  const q = useQuery({
    queryKey: invoiceKeys.view(invoiceId ?? 0, key),
    queryFn: ({ signal }) => fetchInvoice(invoiceId ?? 0, key, signal),
    enabled: invoiceId !== null,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });

  return (
    <Box bg="gray.0" className="invoice-screen" style={{ minHeight: '100%' }}>
      <Container size="lg" py={{ base: 20, sm: 36 }} className="invoice-page">
        <Stack gap="lg" className="invoice-page">
          <Stack gap="sm" data-print-hidden>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              Quick pay
            </Title>
            <Text c="dimmed">Enter the number on your invoice to see the bill and pay it online.</Text>
            <InvoiceIdForm current={invoiceId} invalid={id === 'bad'} />
          </Stack>
          {invoiceId !== null &&
            (q.isPending ? (
              <PageLoader />
            ) : q.isError ? (
              <LoadProblem
                id={invoiceId}
                withKey={key !== null}
                error={q.error}
                onRetry={() => void q.refetch()}
              />
            ) : (
              <Bill
                key={`${q.data.data.id}-${q.data.data.view}`}
                invoice={q.data.data}
                accessKey={key}
                views={views}
              />
            ))}
        </Stack>
      </Container>
    </Box>
  );
}

const ID_SCHEMA = z.object({ id: zIdOf(ID_MESSAGE) });

function InvoiceIdForm({ current, invalid }: { current: number | null; invalid: boolean }) {
  const navigate = useNavigate();
  const { form, onSubmit, inputProps } = useZodForm<{ id: string | number }>({
    initialValues: { id: current ?? '' },
    schema: ID_SCHEMA,
    resetKey: current,
  });
  // a number in the address that is not an invoice's is named at the field, as a typed one is
  useEffect(() => {
    if (invalid) form.setFieldError('id', ID_MESSAGE);
  }, [invalid, form.setFieldError]);

  return (
    <form
      onSubmit={onSubmit((v) => void navigate(quickPayPath(ID_SCHEMA.parse(v).id)))}
      noValidate
      aria-label="Find an invoice"
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NumberInput
          label="Invoice ID"
          placeholder="e.g. 1024"
          min={1}
          max={2_147_483_647}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          {...inputProps('id')}
          style={{ flex: '1 1 12rem', maxWidth: 280 }}
        />
        <Button type="submit" mt={25} leftSection={<IconFileSearch size={18} aria-hidden />}>
          View bill
        </Button>
      </Group>
    </form>
  );
}

function LoadProblem({
  id,
  withKey,
  error,
  onRetry,
}: {
  id: number;
  withKey: boolean;
  error: Error;
  onRetry: () => void;
}) {
  if (isApiError(error) && error.status === 404) {
    return (
      <Alert color="orange" variant="light" role="alert" title="Invoice not found" data-print-hidden>
        There is no invoice with the number {id}. Check the number on your invoice and try again.
      </Alert>
    );
  }
  // a key that is not the invoice's (403), or not shaped like one (400 at `key`): a broken link
  if (withKey && isApiError(error) && (error.status === 403 || error.fieldErrors.key)) {
    return (
      <Alert color="orange" variant="light" role="alert" title="This link is not valid" data-print-hidden>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            The link does not open invoice {id}. Ask us for a new link, or see what is due on it by its
            number.
          </Text>
          <Anchor component={Link} to={quickPayPath(id)} size="sm" fw={600}>
            View the bill of invoice {id} by its number
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if (isApiError(error) && error.status === 429) {
    return (
      <Alert color="orange" variant="light" role="alert" title="Too many requests" data-print-hidden>
        {error.message}
      </Alert>
    );
  }
  return <LoadError error={error} onRetry={onRetry} />;
}

function Bill({
  invoice,
  accessKey,
  views,
}: {
  invoice: QuickPayInvoice;
  accessKey: string | null;
  views: InvoiceViews;
}) {
  const { Document, StatusBadge, isOpeningBalance } = views;
  const full = invoice.view === 'full';
  const paid = invoice.status === PAID;
  // docs/requirements/002-gst.md §8: an issued invoice with a balance (unpaid or partly paid) is payable
  const payable = isOpenInvoice(invoice.status);
  const payment = usePayInvoice(invoice, accessKey);
  // the page was opened unpaid and is paid now: say so beside the status
  const [openedUnpaid] = useState(!paid);
  const justPaid = paid && openedUnpaid;
  // staff who may send invoices mail the PDF from here; anyone holding the key may download it
  const maySend = useCan('invoice.send');
  const offline = invoice.provider === 'off';
  // paid: what it came to; else what is still due (the balance, after any part payment)
  const amount = full
    ? paid
      ? invoice.tax_totals.total
      : paiseToRupees(invoice.balance.due_paise)
    : invoice.amount_due;
  const amountLabel =
    full && paid
      ? 'Amount paid'
      : invoice.status === 'partly_paid'
        ? 'Balance due'
        : payable
          ? 'Amount payable'
          : 'Amount due';

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" data-print-hidden aria-label="Payment" component="section">
        <Group justify="space-between" align="center" gap="md" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              Payment status
            </Text>
            <StatusBadge
              status={invoice.status}
              size="lg"
              test={paid && invoice.test_payment}
              testId="payment-status"
            />
          </Stack>
          {!full && (
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed">
                Invoice {invoice.number ?? invoice.id}, billed to
              </Text>
              <Text fw={650} data-testid="summary-organization" style={{ overflowWrap: 'anywhere' }}>
                {invoice.organization}
              </Text>
            </Stack>
          )}
          <Stack gap={4} align="flex-end" style={{ marginLeft: 'auto' }}>
            <Text size="sm" c="dimmed">
              {amountLabel}
            </Text>
            <Text
              fz={24}
              fw={750}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="amount-payable"
            >
              {formatRupees(amount)}
            </Text>
          </Stack>
          <Group gap="sm" w={{ base: '100%', xs: 'auto' }} wrap="nowrap">
            {payable && !offline && (
              <Button
                size="md"
                color="teal"
                leftSection={<IconCreditCard size={18} aria-hidden />}
                loading={payment.busy}
                onClick={payment.pay}
                style={{ flex: '1 0 auto' }}
              >
                Pay Now
              </Button>
            )}
            {full && (
              <Button
                size="md"
                variant="default"
                leftSection={<IconPrinter size={18} aria-hidden />}
                onClick={() => window.print()}
                style={{ flex: '1 0 auto' }}
              >
                Print
              </Button>
            )}
          </Group>
        </Group>
        {full ? (
          <>
            {/* an opening balance has no copy to download or send (docs/decisions/0014) */}
            {!isOpeningBalance(invoice) && (
              <Group gap="xs" mt="sm" justify="flex-end">
                <DownloadPdfButton kind="invoice" id={invoice.id} accessKey={accessKey} />
                {maySend && (
                  <SendToClientButton kind="invoice" id={invoice.id} title={`invoice ${invoice.id}`} />
                )}
              </Group>
            )}
            {maySend && !isOpeningBalance(invoice) && <DocumentSends kind="invoice" id={invoice.id} />}
          </>
        ) : (
          <Text size="sm" c="dimmed" mt="sm" data-testid="summary-note">
            This is a summary of the bill. The full invoice, to print or download, opens from the link we sent
            you with it.
          </Text>
        )}
        {payable && offline && (
          <BankTransfer
            invoiceId={invoice.id}
            amount={amount}
            bank={invoice.bank_transfer}
            upi={invoice.upi}
            // the invoice below carries the UPI code itself
            showQr={!full}
            company={invoice.company}
            UpiQr={views.UpiQr}
          />
        )}
        {!payable && !paid && (
          <Text size="sm" mt="sm" data-testid="not-payable">
            {invoice.status === 'cancelled'
              ? 'This invoice is cancelled: nothing is due on it.'
              : 'This invoice is a draft: it can be paid once it is issued.'}
          </Text>
        )}
        {((payment.error && !paid) || (paid && justPaid)) && (
          <Alert
            mt="md"
            color={paid ? 'teal' : 'red'}
            variant="light"
            role={paid ? 'status' : 'alert'}
            title={paid ? 'Payment received' : 'Payment not completed'}
            icon={
              paid ? <IconCircleCheck size={18} aria-hidden /> : <IconAlertTriangle size={18} aria-hidden />
            }
          >
            {paid ? `Thank you. Your payment for invoice ${invoice.id} is complete.` : payment.error}
          </Alert>
        )}
      </Paper>
      {full && <Document invoice={invoice} />}
      <SandboxCheckout
        order={payment.sandbox}
        busy={payment.sandboxBusy}
        onPay={payment.sandboxPay}
        onFail={payment.sandboxFail}
        onClose={payment.sandboxClose}
      />
    </Stack>
  );
}

/**
 * PAYMENT_PROVIDER=off (docs/api.md "Invoices"): no Pay Now; the company's bank account and UPI id, with the
 * invoice number to quote, or whom to contact when neither is set.
 */
function BankTransfer({
  invoiceId,
  amount,
  bank,
  upi,
  showQr,
  company,
  UpiQr,
}: {
  invoiceId: number;
  amount: string;
  bank: InvoiceBankTransfer | null;
  upi: InvoiceUpi | null;
  showQr: boolean;
  company: InvoiceCompany;
  UpiQr: InvoiceViews['UpiQr'];
}) {
  const rows: [string, string][] = bank
    ? [
        ['Account name', bank.account_name],
        ['Account number', bank.account_number],
        ['IFSC', bank.ifsc],
        ...(bank.bank_name ? [['Bank and branch', bank.bank_name] as [string, string]] : []),
      ]
    : [];
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mt="md"
      bg="gray.0"
      component="section"
      aria-label="Pay by bank transfer"
    >
      <Group gap="xs" mb="xs">
        <IconBuildingBank size={20} aria-hidden />
        <Text fw={700}>{bank || upi ? 'Pay by bank transfer' : 'How to pay'}</Text>
      </Group>
      {bank || upi ? (
        <Stack gap="sm">
          <Text size="sm">
            Online payment is not available here. Please pay {formatRupees(amount)}
            {bank ? ' to our bank account' : ''}
            {bank && upi ? ' or' : ''}
            {upi ? ' by UPI' : ''}, and quote invoice {invoiceId} as the reference.
          </Text>
          <Group align="flex-start" gap="xl" wrap="wrap">
            {bank && (
              <Table
                withRowBorders={false}
                verticalSpacing={2}
                horizontalSpacing="xs"
                fz="sm"
                aria-label="Bank account"
                style={{ width: 'auto' }}
              >
                <Table.Tbody>
                  {rows.map(([label, value]) => (
                    <Table.Tr key={label}>
                      <Table.Th fw={500} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {label}
                      </Table.Th>
                      <Table.Td fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {value}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Th fw={500} c="dimmed">
                      Reference
                    </Table.Th>
                    <Table.Td fw={600}>Invoice {invoiceId}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            )}
            {upi && showQr && <UpiQr upi={upi} total={amount} />}
          </Group>
        </Stack>
      ) : (
        <Text size="sm">
          Online payment is not available here. To pay invoice {invoiceId}, please contact {company.name} at{' '}
          {company.phone} or <Anchor href={`mailto:${company.email}`}>{company.email}</Anchor>.
        </Text>
      )}
    </Paper>
  );
}
