import { ZCancelInvoiceRequest } from '@aquadesk/shared/invoices.ts';
import { useQueryClient } from '@tanstack/react-query';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { invoiceKeys } from '../../../lib/invoice-keys.ts';
import { useModalForm } from '../../../lib/use-modal-form.ts';
import { cancelInvoice } from '../api.ts';

interface CancelInvoiceModalProps {
  invoiceId: number;
  number: string;
  opened: boolean;
  openKey: number;
  onClose: () => void;
}

/**
 * Cancel an invoice (docs/requirements/002-gst.md §8; POST /invoices/{id}/cancel): only with nothing paid;
 * its number stays used and it prints CANCELLED with the reason asked here.
 */
export function CancelInvoiceModal({ invoiceId, number, opened, openKey, onClose }: CancelInvoiceModalProps) {
  const qc = useQueryClient();
  const form = useModalForm({
    initialValues: { reason: '' },
    schema: ZCancelInvoiceRequest,
    openKey,
    save: (v) => cancelInvoice(invoiceId, { reason: v.reason.trim() }),
    onSaved: () => {
      void qc.invalidateQueries({ queryKey: invoiceKeys.detail(invoiceId) });
      void qc.invalidateQueries({ queryKey: invoiceKeys.lists });
      onClose();
    },
  });
  return (
    <ReasonModal
      opened={opened}
      onClose={onClose}
      title={`Cancel invoice ${number}`}
      name="Cancel invoice"
      intro="The invoice keeps its number and prints CANCELLED with the reason. It cannot be undone."
      form={form}
      reason={{ maxLength: 300, maxRows: 5, props: form.inputProps('reason') }}
      submitLabel="Cancel invoice"
      destructive
    />
  );
}
