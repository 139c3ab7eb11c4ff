import {
  E_INVOICE_CANCEL_REASONS,
  type EInvoiceCancelReason,
  ZEInvoiceCancelRequest,
} from '@aquadesk/shared/e-invoice-status.ts';
import { Select } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { cancelEInvoice, refreshAfterEInvoice } from '../api.ts';

interface CancelIrnModalProps {
  invoiceId: number;
  number: string;
  opened: boolean;
  openKey: number;
  onClose: () => void;
}

const REASONS = Object.entries(E_INVOICE_CANCEL_REASONS).map(([value, label]) => ({ value, label }));

/**
 * Cancel an invoice's IRN at the IRP (docs/requirements/003-e-invoice.md §12; POST
 * /invoices/{id}/e-invoice/cancel): within 24 hours of its acknowledgement, with the IRP's reason code and a
 * remark; the invoice is cancelled with it. After the window the server refuses at `reason`.
 */
export function CancelIrnModal({ invoiceId, number, opened, openKey, onClose }: CancelIrnModalProps) {
  const { message, fail, onSubmit, inputProps } = useZodForm<{ reason: string; remark: string }>({
    initialValues: { reason: '', remark: '' },
    schema: ZEInvoiceCancelRequest,
    resetKey: openKey,
    highlight: true,
  });
  const qc = useQueryClient();
  const cancel = useMutation({
    mutationFn: (v: { reason: EInvoiceCancelReason; remark: string }) => cancelEInvoice(invoiceId, v),
    onSuccess: () => {
      refreshAfterEInvoice(qc, invoiceId);
      onClose();
    },
    onError: fail,
  });
  return (
    <ReasonModal
      opened={opened}
      onClose={onClose}
      title={`Cancel the IRN of ${number}`}
      name="Cancel IRN"
      intro="The IRP cancels the IRN and the invoice is cancelled with it. This is allowed within 24 hours of the acknowledgement and cannot be undone."
      message={message}
      onSubmit={onSubmit((v) => cancel.mutate(ZEInvoiceCancelRequest.parse(v)))}
      before={
        <Select label="Reason" withAsterisk data={REASONS} allowDeselect={false} {...inputProps('reason')} />
      }
      reason={{ label: 'Remark', maxLength: 100, maxRows: 4, props: inputProps('remark') }}
      submitLabel="Cancel IRN"
      pending={cancel.isPending}
      destructive
    />
  );
}
