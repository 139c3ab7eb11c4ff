import { ZCancelInvoiceRequest } from '@aquadesk/shared/invoices.ts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
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
  const phone = useMediaQuery('(max-width: 36em)');
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Cancel invoice ${number}`}
      fullScreen={phone}
      styles={{ title: { fontWeight: 650 } }}
    >
      <form onSubmit={onSubmit((v) => cancel.mutate(v.reason.trim()))} noValidate aria-label="Cancel invoice">
        <Stack gap="sm">
          <Text size="sm">
            The invoice keeps its number and prints CANCELLED with the reason. It cannot be undone.
          </Text>
          <FormError message={message} />
          <Textarea
            label="Reason"
            withAsterisk
            autosize
            minRows={2}
            maxRows={5}
            maxLength={300}
            {...inputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Keep it
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              Cancel invoice
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
