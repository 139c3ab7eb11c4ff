import type { InvoiceDetail } from '@aquadesk/shared/invoices.ts';
import { invoiceMoves, isOpenInvoice } from '@aquadesk/shared/invoices.ts';
import { Button, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import {
  IconCash,
  IconCheck,
  IconCopy,
  IconEdit,
  IconFileCheck,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DownloadPdfButton, PrintButton } from '../../../components/document-actions.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { errorText, fieldErrorsOf, formErrorOf } from '../../../lib/api-client.ts';
import { invoiceKeys } from '../../../lib/invoice-keys.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useDialog } from '../../../lib/use-dialog.ts';
import { deleteDraft, issueDraft } from '../api.ts';
import { CancelInvoiceModal } from './cancel-invoice-modal.tsx';
import { InvoiceAdjustments } from './invoice-adjustments.tsx';
import { InvoiceShare } from './invoice-share.tsx';
import { RecordPaymentModal } from './record-payment-modal.tsx';

type Dialog = 'pay' | 'cancel' | 'delete';

/** The draft's fields issuing may refuse (rule 46(1)(e)): the edit form opens with them marked. */
const ISSUE_FIELDS = ['billing_address', 'delivery_address', 'place_of_supply'];

/**
 * What can be done with an invoice, by its status (docs/requirements/002-gst.md §6, §8): a draft is edited,
 * issued or deleted; an unpaid or partly paid invoice takes a payment, is cancelled while nothing is paid,
 * and its pay link is copied; an issued one prints and downloads. An opening balance (decision 0014) is paid
 * and cancelled like any, and has no copy to print, send or note.
 */
export function InvoiceActions({
  detail,
  onEdit,
}: {
  detail: InvoiceDetail;
  /** Opens the draft's edit form; with the issue's refusal when it named the draft's fields. */
  onEdit: (issueError?: unknown) => void;
}) {
  const { invoice } = detail;
  const id = invoice.id;
  const label = invoice.number ?? `draft ${id}`;
  const canEdit = useCan('invoice.create');
  const canPay = useCan('invoice.record_payment');
  const canCancel = useCan('invoice.cancel');
  const { dialog, openKey, open, close } = useDialog<Dialog>();
  const qc = useQueryClient();
  const navigate = useNavigate();

  const issue = useMutation({
    mutationFn: () => issueDraft(id),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: invoiceKeys.detail(id) });
      void qc.invalidateQueries({ queryKey: invoiceKeys.lists });
    },
    onError: (error) => {
      if (Object.keys(fieldErrorsOf(error)).some((f) => ISSUE_FIELDS.includes(f))) onEdit(error);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteDraft(id),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: invoiceKeys.lists });
      void navigate('/invoicgeneration');
    },
  });

  // what the server allows now, by the same rules (packages/shared invoiceMoves)
  const moves = invoiceMoves(invoice);
  const { draft } = moves;
  const payable = isOpenInvoice(invoice.status);
  // an opening balance (docs/decisions/0014) is the old books' invoice: the server prints, sends and notes
  // no copy of it (409); its payment, pay link, cancellation and client statement stay
  const copies = !draft && !detail.opening_balance;
  // docs/requirements/003-e-invoice.md §12: an invoice known, or about to be known, to the IRP is cancelled
  // with its IRN (the E-invoice panel's Cancel IRN), never alone
  const irnStands = ['queued', 'running', 'registered'].includes(detail.e_invoice?.status ?? '');

  return (
    <Stack gap="xs" align="flex-end" data-print-hidden style={{ flex: '1 1 auto' }}>
      <Group gap="xs" justify="flex-end">
        {draft && canEdit && (
          <>
            <Button
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden />}
              onClick={() => onEdit()}
            >
              Edit
            </Button>
            <Button
              leftSection={<IconFileCheck size={16} aria-hidden />}
              loading={issue.isPending}
              onClick={() => issue.mutate()}
            >
              Issue invoice
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => open('delete')}
            >
              Delete
            </Button>
          </>
        )}
        {moves.pay && canPay && (
          <Button leftSection={<IconCash size={16} aria-hidden />} onClick={() => open('pay')}>
            Record payment
          </Button>
        )}
        {moves.cancel && canCancel && !irnStands && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => open('cancel')}
          >
            Cancel invoice
          </Button>
        )}
        {payable && (
          <CopyButton value={detail.pay_link} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                color={copied ? 'teal' : undefined}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? 'Pay link copied' : 'Copy pay link'}
              </Button>
            )}
          </CopyButton>
        )}
        {copies && <InvoiceShare detail={detail} />}
        {!draft && <InvoiceAdjustments detail={detail} />}
        {copies && <PrintButton />}
        {copies && <DownloadPdfButton kind="invoice" id={id} />}
      </Group>
      {/* a refusal at the draft's fields is shown at them, in the edit form */}
      <FormError message={formErrorOf(issue.error, ISSUE_FIELDS)} />

      {moves.pay && (
        <RecordPaymentModal
          invoiceId={id}
          number={label}
          duePaise={invoice.balance.due_paise}
          issuedAt={invoice.issued_at}
          opened={dialog === 'pay'}
          openKey={openKey}
          onClose={close}
        />
      )}
      {moves.cancel && (
        <CancelInvoiceModal
          invoiceId={id}
          number={label}
          opened={dialog === 'cancel'}
          openKey={openKey}
          onClose={close}
        />
      )}
      <Modal opened={dialog === 'delete'} onClose={close} title={`Delete draft invoice ${id}?`}>
        <Stack gap="sm">
          <Text size="sm">A draft has no number yet: deleting it leaves no gap in the series.</Text>
          <FormError message={errorText(remove.error)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Keep it
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              Delete draft
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
