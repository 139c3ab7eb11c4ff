import {
  E_INVOICE_CANCEL_REASONS,
  type EInvoiceCancelReason,
  ZEInvoiceCancelRequest,
} from '@aquadesk/shared/e-invoice-status.ts';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
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
  const phone = useMediaQuery('(max-width: 36em)');
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Cancel the IRN of ${number}`}
      fullScreen={phone}
      styles={{ title: { fontWeight: 650 } }}
    >
      <form
        onSubmit={onSubmit((v) => {
          const parsed = ZEInvoiceCancelRequest.parse(v);
          cancel.mutate(parsed);
        })}
        noValidate
        aria-label="Cancel IRN"
      >
        <Stack gap="sm">
          <Text size="sm">
            The IRP cancels the IRN and the invoice is cancelled with it. This is allowed within 24 hours of
            the acknowledgement and cannot be undone.
          </Text>
          <FormError message={message} />
          <Select
            label="Reason"
            withAsterisk
            data={REASONS}
            allowDeselect={false}
            {...inputProps('reason')}
          />
          <Textarea
            label="Remark"
            withAsterisk
            autosize
            minRows={2}
            maxRows={4}
            maxLength={100}
            {...inputProps('remark')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Keep it
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              Cancel IRN
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
