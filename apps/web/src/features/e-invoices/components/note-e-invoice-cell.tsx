import type { EInvoiceWire } from '@aquadesk/shared/e-invoice-status.ts';
import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { errorText } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/use-can.ts';
import { isRetryable } from '../api.ts';
import { useRegisterEInvoice } from '../use-register-e-invoice.ts';
import { EInvoiceStatusBadge } from './e-invoice-status-badge.tsx';

interface NoteEInvoiceCellProps {
  noteId: number;
  invoiceId: number;
  /** "credit note CN/26-27/0001", for the buttons' accessible names. */
  label: string;
  eInvoice: EInvoiceWire | null;
}

/**
 * A credit or debit note's e-invoice in the invoice's notes table (docs/requirements/003-e-invoice.md §11): its
 * status, the IRN's start on hover, and Register (or Retry) for the roles that may.
 */
export function NoteEInvoiceCell({ noteId, invoiceId, label, eInvoice }: NoteEInvoiceCellProps) {
  const canRegister = useCan('einvoice.register');
  const register = useRegisterEInvoice({ kind: 'note', id: noteId }, invoiceId);
  const error = errorText(register.error);
  const action = !eInvoice ? 'Register' : isRetryable(eInvoice.status) ? 'Retry' : null;
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        {eInvoice &&
          (eInvoice.irn ? (
            <Tooltip label={`IRN ${eInvoice.irn}`} multiline w={280}>
              <span>
                <EInvoiceStatusBadge status={eInvoice.status} size="sm" />
              </span>
            </Tooltip>
          ) : (
            <EInvoiceStatusBadge status={eInvoice.status} size="sm" />
          ))}
        {!eInvoice && !canRegister && (
          <Text size="xs" c="dimmed">
            Not registered
          </Text>
        )}
        {action && canRegister && (
          <Button
            size="compact-xs"
            variant="light"
            loading={register.isPending}
            onClick={() => register.mutate()}
            aria-label={`${action} ${label} with IRP`}
          >
            {action}
          </Button>
        )}
      </Group>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
