import { E_INVOICE_CANCEL_REASONS, ZEInvoiceCancelRequest } from '@aquadesk/shared/e-invoice-status.ts';
import { Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { useModalForm } from '../../../lib/use-modal-form.ts';
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
  const qc = useQueryClient();
  const form = useModalForm({
    initialValues: { reason: '', remark: '' },
    schema: ZEInvoiceCancelRequest,
    openKey,
    save: (v) => cancelEInvoice(invoiceId, ZEInvoiceCancelRequest.parse(v)),
    onSaved: () => {
      refreshAfterEInvoice(qc, invoiceId);
      onClose();
    },
  });
  return (
    <ReasonModal
      opened={opened}
      onClose={onClose}
      title={`Cancel the IRN of ${number}`}
      name="Cancel IRN"
      intro="The IRP cancels the IRN and the invoice is cancelled with it. This is allowed within 24 hours of the acknowledgement and cannot be undone."
      form={form}
      before={
        <Select
          label="Reason"
          withAsterisk
          data={REASONS}
          allowDeselect={false}
          {...form.inputProps('reason')}
        />
      }
      reason={{ label: 'Remark', maxLength: 100, maxRows: 4, props: form.inputProps('remark') }}
      submitLabel="Cancel IRN"
      destructive
    />
  );
}
