import type { EInvoiceQueueRow } from '@aquadesk/shared/e-invoice-status.ts';
import { Button, Stack, Text } from '@mantine/core';
import { IconReload } from '@tabler/icons-react';
import { errorText } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/use-can.ts';
import { isRetryable } from '../api.ts';
import { useRegisterEInvoice } from '../use-register-e-invoice.ts';

/** Retry a failed or rejected registration from the queue (POST …/e-invoice, as the invoice's Retry). */
export function QueueRetryButton({ row }: { row: EInvoiceQueueRow }) {
  const canRegister = useCan('einvoice.register');
  const target = row.document_kind === 'invoice' ? ('invoice' as const) : ('note' as const);
  const register = useRegisterEInvoice({ kind: target, id: row.document_id }, row.invoice_id);
  if (!canRegister || !isRetryable(row.status)) return null;
  const error = errorText(register.error);
  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconReload size={14} aria-hidden />}
        loading={register.isPending}
        onClick={() => register.mutate()}
        aria-label={`Retry ${row.number}`}
      >
        Retry
      </Button>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
