import { istDay, todayInIndia } from '@aquadesk/shared/dates.ts';
import {
  INVOICE_MESSAGES,
  OFFLINE_PAYMENT_METHODS,
  type OfflinePaymentMethod,
  PAYMENT_METHOD_LABELS,
  ZRecordPaymentRequest,
  ZRefundRequest,
} from '@aquadesk/shared/invoices.ts';
import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import { Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { DateField } from '../../../components/date-field.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { invoiceKeys } from '../../../lib/invoice-keys.ts';
import { useModalForm } from '../../../lib/use-modal-form.ts';
import { recordPayment, recordRefund } from '../api.ts';

type Values = { amount: string; method: OfflinePaymentMethod; reference: string; received_on: string };

/** The date field holds the day as `YYYY-MM-DD` (shown dd/mm/yyyy), as the call takes it. */
const SCHEMAS = { payment: ZRecordPaymentRequest, refund: ZRefundRequest };

const METHODS = OFFLINE_PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));

interface RecordPaymentModalProps {
  invoiceId: number;
  /** The invoice's number, for the title. */
  number: string;
  /** The balance due (a payment), or what was paid beyond the invoice's worth (a refund). */
  duePaise: number;
  /** When the invoice was issued (ISO time): the money is dated on or after that day (IST). */
  issuedAt: string | null;
  /** A payment received (the default) or a refund paid back (POST /invoices/{id}/refunds). */
  kind?: 'payment' | 'refund';
  opened: boolean;
  openKey: number;
  onClose: () => void;
}

/**
 * Record payment (docs/requirements/002-gst.md §8; POST /invoices/{id}/payments): money received by bank
 * transfer, UPI, cheque or cash, at most the balance due (the server's 400 lands at Amount), with its
 * reference and the day it came in; the invoice becomes partly paid or paid and the receipt is listed.
 */
export function RecordPaymentModal({
  invoiceId,
  number,
  duePaise,
  issuedAt,
  kind = 'payment',
  opened,
  openKey,
  onClose,
}: RecordPaymentModalProps) {
  const refund = kind === 'refund';
  const title = refund ? 'Refund' : 'Record payment';
  const phone = useMediaQuery('(max-width: 36em)');
  const due = paiseToRupees(duePaise);
  // the same IST day the server compares with (refuseBeforeIssue)
  const issuedOn = issuedAt ? istDay(issuedAt) : undefined;
  const qc = useQueryClient();
  const { message, submit, pending, inputProps } = useModalForm<
    Values,
    Awaited<ReturnType<typeof recordPayment>>
  >({
    initialValues: {
      amount: due,
      method: 'bank_transfer',
      reference: '',
      received_on: todayInIndia(),
    },
    schema: SCHEMAS[kind],
    openKey,
    save: async (v) => {
      const body = {
        amount: v.amount.trim(),
        method: v.method,
        reference: v.reference.trim(),
        received_on: v.received_on,
      };
      if (refund) return { ...(await recordRefund(invoiceId, body)), receipt_number: null };
      return recordPayment(invoiceId, body);
    },
    onSaved: (r) => {
      void qc.invalidateQueries({ queryKey: invoiceKeys.detail(invoiceId) });
      void qc.invalidateQueries({ queryKey: invoiceKeys.lists });
      notifications.show({
        color: 'teal',
        title: refund ? 'Refund recorded' : 'Payment recorded',
        message: refund
          ? `${formatRupees(paiseToRupees(r.due_paise))} still due`
          : `Receipt ${r.receipt_number ?? ''} · ${formatRupees(paiseToRupees(r.due_paise))} still due`,
      });
      onClose();
    },
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`${title} · ${number}`}
      fullScreen={phone}
      styles={{ title: { fontWeight: 650 } }}
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {refund ? 'Paid beyond its worth' : 'Balance due'}{' '}
            <strong data-testid="payment-balance-due">{formatRupees(due)}</strong>
          </Text>
          <FormError message={message} />
          <MoneyInput label="Amount (₹)" withAsterisk {...inputProps('amount')} />
          <Select
            label="Method"
            withAsterisk
            data={METHODS}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...inputProps('method')}
          />
          <TextInput
            label="Reference"
            description="UTR, cheque number or UPI reference"
            maxLength={60}
            {...inputProps('reference')}
          />
          <DateField
            label={refund ? 'Date refunded' : 'Date received'}
            required
            min={issuedOn}
            {...(issuedOn ? { minMessage: INVOICE_MESSAGES.receivedBeforeInvoice(issuedOn) } : {})}
            max={todayInIndia()}
            maxMessage={INVOICE_MESSAGES.receivedOnFuture}
            {...inputProps('received_on')}
          />
          <SubmitRow loading={pending}>{refund ? 'Record refund' : 'Record payment'}</SubmitRow>
        </Stack>
      </form>
    </Modal>
  );
}
