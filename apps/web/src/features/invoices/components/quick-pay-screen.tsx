import type { PublicInvoice } from '@aquadesk/shared/invoices.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCreditCard,
  IconFileSearch,
  IconPrinter,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  DocumentSends,
  DownloadPdfButton,
  SendToClientButton,
} from '../../../components/document-actions.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePayInvoice } from '../hooks/use-pay-invoice.ts';
import { fetchInvoice, INVOICE_STATUS_COLOR, invoiceKeys, PAID, quickPayPath } from '../quick-pay-api.ts';
import { InvoiceDocument } from './invoice-document.tsx';
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
 * /quickpay/{id} (spec 001 §2; public, no login): an Invoice ID input with View bill, then the proforma
 * invoice, its payment status, and Pay Now while unpaid; Print always (spec 001 §2 names Pay Now or
 * Print; a printed unpaid invoice carries the UPI code, so Print stays beside Pay Now).
 */
export function QuickPayScreen() {
  const { id: raw } = useParams();
  const id = readId(raw);
  const invoiceId = typeof id === 'number' ? id : null;
  usePageTitle(invoiceId ? `Invoice ${invoiceId}` : 'Quick pay');
  const q = useQuery({
    queryKey: invoiceKeys.detail(invoiceId ?? 0),
    queryFn: ({ signal }) => fetchInvoice(invoiceId ?? 0, signal),
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
              <LoadProblem id={invoiceId} error={q.error} onRetry={() => void q.refetch()} />
            ) : (
              <Bill key={q.data.data.id} invoice={q.data.data} />
            ))}
        </Stack>
      </Container>
    </Box>
  );
}

function InvoiceIdForm({ current, invalid }: { current: number | null; invalid: boolean }) {
  const navigate = useNavigate();
  const [value, setValue] = useState<string | number>(current ?? '');
  const [error, setError] = useState<string | null>(invalid ? ID_MESSAGE : null);
  useEffect(() => {
    setValue(current ?? '');
    setError(invalid ? ID_MESSAGE : null);
  }, [current, invalid]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) {
      setError(ID_MESSAGE);
      return;
    }
    setError(null);
    void navigate(quickPayPath(n));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Find an invoice">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NumberInput
          label="Invoice ID"
          placeholder="e.g. 1024"
          min={1}
          max={2_147_483_647}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
          error={error}
          style={{ flex: '1 1 12rem', maxWidth: 280 }}
        />
        <Button type="submit" mt={25} leftSection={<IconFileSearch size={18} aria-hidden />}>
          View bill
        </Button>
      </Group>
    </form>
  );
}

function LoadProblem({ id, error, onRetry }: { id: number; error: Error; onRetry: () => void }) {
  if (isApiError(error) && error.status === 404) {
    return (
      <Alert color="orange" variant="light" role="alert" title="Invoice not found" data-print-hidden>
        There is no invoice with the number {id}. Check the number on your invoice and try again.
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

function Bill({ invoice }: { invoice: PublicInvoice }) {
  const paid = invoice.status === PAID;
  const payment = usePayInvoice(invoice);
  // the page was opened unpaid and is paid now: say so beside the status
  const [openedUnpaid] = useState(!paid);
  const justPaid = paid && openedUnpaid;
  // staff who may send invoices mail the PDF from here; anyone may download it
  const maySend = useCan('invoice.send');

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" data-print-hidden aria-label="Payment" component="section">
        <Group justify="space-between" align="center" gap="md" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              Payment status
            </Text>
            <Badge
              size="lg"
              color={INVOICE_STATUS_COLOR[invoice.status]}
              variant={paid ? 'filled' : 'light'}
              data-testid="payment-status"
            >
              {invoice.status}
            </Badge>
          </Stack>
          <Stack gap={4} align="flex-end" style={{ marginLeft: 'auto' }}>
            <Text size="sm" c="dimmed">
              {paid ? 'Amount paid' : 'Amount payable'}
            </Text>
            <Text
              fz={24}
              fw={750}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="amount-payable"
            >
              {formatRupees(invoice.totals.total)}
            </Text>
          </Stack>
          <Group gap="sm" w={{ base: '100%', xs: 'auto' }} wrap="nowrap">
            {!paid && (
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
            <Button
              size="md"
              variant="default"
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={() => window.print()}
              style={{ flex: '1 0 auto' }}
            >
              Print
            </Button>
          </Group>
        </Group>
        <Group gap="xs" mt="sm" justify="flex-end">
          <DownloadPdfButton kind="invoice" id={invoice.id} />
          {maySend && <SendToClientButton kind="invoice" id={invoice.id} title={`invoice ${invoice.id}`} />}
        </Group>
        {maySend && <DocumentSends kind="invoice" id={invoice.id} />}
        {payment.error && !paid && (
          <Alert
            mt="md"
            color="red"
            variant="light"
            role="alert"
            title="Payment not completed"
            icon={<IconAlertTriangle size={18} aria-hidden />}
          >
            {payment.error}
          </Alert>
        )}
        {paid && justPaid && (
          <Alert
            mt="md"
            color="teal"
            variant="light"
            role="status"
            title="Payment received"
            icon={<IconCircleCheck size={18} aria-hidden />}
          >
            Thank you. Your payment for invoice {invoice.id} is complete.
          </Alert>
        )}
      </Paper>
      <InvoiceDocument invoice={invoice} />
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
