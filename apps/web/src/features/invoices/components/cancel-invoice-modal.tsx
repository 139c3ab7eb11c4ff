import { ZCancelInvoiceRequest } from '@aquadesk/shared/invoices.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { cancelInvoice } from '../api.ts';
import { invoiceKeys } from '../quick-pay-api.ts';

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
  const { message, fail, onSubmit, inputProps } = useZodForm<{ reason: string }>({
    initialValues: { reason: '' },
    schema: ZCancelInvoiceRequest,
    resetKey: openKey,
    highlight: true,
  });
  const qc = useQueryClient();
  const cancel = useMutation({
    mutationFn: (reason: string) => cancelInvoice(invoiceId, { reason }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: invoiceKeys.detail(invoiceId) });
      void qc.invalidateQueries({ queryKey: invoiceKeys.lists });
      onClose();
    },
    onError: fail,
  });
  return (
    <ReasonModal
      opened={opened}
      onClose={onClose}
      title={`Cancel invoice ${number}`}
      name="Cancel invoice"
      intro="The invoice keeps its number and prints CANCELLED with the reason. It cannot be undone."
      message={message}
      onSubmit={onSubmit((v) => cancel.mutate(v.reason.trim()))}
      reason={{ maxLength: 300, maxRows: 5, props: inputProps('reason') }}
      submitLabel="Cancel invoice"
      pending={cancel.isPending}
      destructive
    />
  );
}
