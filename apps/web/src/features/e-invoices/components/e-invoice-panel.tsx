import type { EInvoiceWire } from '@aquadesk/shared/e-invoice-status.ts';
import { formatDateTime } from '@aquadesk/shared/format.ts';
import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCheck,
  IconCopy,
  IconDownload,
  IconFileCertificate,
  IconReload,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useDialog } from '../../../lib/use-dialog.ts';
import { downloadEInvoiceJson, isPending, isRetryable } from '../api.ts';
import { useRegisterEInvoice } from '../use-register-e-invoice.ts';
import { CancelIrnModal } from './cancel-irn-modal.tsx';
import { EInvoiceStatusBadge } from './e-invoice-status-badge.tsx';
import { RegisterRefusal } from './register-refusal.tsx';

interface EInvoicePanelProps {
  invoiceId: number;
  number: string;
  eInvoice: EInvoiceWire | null;
  /** Whether the invoice itself may be cancelled (nothing paid, credited or debited): the IRN goes with it. */
  invoiceCancellable: boolean;
  /** AquaDesk registers e-invoices (EINVOICE_PROVIDER is not off); else the JSON is uploaded by hand. */
  registers: boolean;
}

/**
 * An issued B2B invoice's e-invoice (docs/requirements/003-e-invoice.md §11-§13): its status; once registered
 * the IRN (to copy), the acknowledgement, the IRP's JSON and, within 24 hours, Cancel IRN; the IRP's message
 * with Retry when it failed or was refused; Register with IRP when none was asked yet. The buttons show for
 * the roles the permission table lets (the server checks again). The signed QR is on the invoice above.
 */
export function EInvoicePanel({
  invoiceId,
  number,
  eInvoice,
  invoiceCancellable,
  registers,
}: EInvoicePanelProps) {
  const mayRegister = useCan('einvoice.register');
  const canRegister = mayRegister && registers;
  const canCancel = useCan('einvoice.cancel');
  const register = useRegisterEInvoice({ kind: 'invoice', id: invoiceId }, invoiceId);
  const { dialog, openKey, open, close } = useDialog<'cancel'>();
  const status = eInvoice?.status;
  // docs/requirements/003-e-invoice.md §12: within 24 hours of the acknowledgement, and only an invoice
  // the plain cancel would allow
  const cancellable =
    invoiceCancellable &&
    status === 'registered' &&
    eInvoice?.cancellable_until != null &&
    Date.parse(eInvoice.cancellable_until) > Date.now();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="E-invoice" data-print-hidden>
      <Group justify="space-between" align="center" gap="sm" mb="xs">
        <Group gap="sm">
          <Title order={3} size="h5">
            E-invoice
          </Title>
          {eInvoice && <EInvoiceStatusBadge status={eInvoice.status} testId="e-invoice-status" />}
        </Group>
        <Group gap="xs">
          {!eInvoice && canRegister && (
            <Button
              leftSection={<IconFileCertificate size={16} aria-hidden />}
              loading={register.isPending}
              onClick={() => register.mutate()}
            >
              Register with IRP
            </Button>
          )}
          {status && isRetryable(status) && canRegister && (
            <Button
              variant="light"
              leftSection={<IconReload size={16} aria-hidden />}
              loading={register.isPending}
              onClick={() => register.mutate()}
            >
              Retry
            </Button>
          )}
          {/* the INV-01 JSON, to check it or to upload it at the IRP by hand */}
          {mayRegister && status !== 'cancelled' && <JsonButton invoiceId={invoiceId} number={number} />}
          {cancellable && canCancel && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => open('cancel')}
            >
              Cancel IRN
            </Button>
          )}
        </Group>
      </Group>
      <RegisterRefusal error={register.error} />
      {eInvoice ? (
        <EInvoiceFacts eInvoice={eInvoice} />
      ) : registers ? (
        <Text size="sm" c="dimmed">
          Not registered with the IRP yet. A B2B tax invoice needs an IRN before it is sent.
        </Text>
      ) : (
        <Text size="sm" c="dimmed" data-testid="e-invoice-by-hand">
          AquaDesk does not register e-invoices here (e-invoicing is off): download the JSON and upload it at
          the IRP before the invoice is sent.
        </Text>
      )}
      {cancellable && (
        <CancelIrnModal
          invoiceId={invoiceId}
          number={number}
          opened={dialog === 'cancel'}
          openKey={openKey}
          onClose={close}
        />
      )}
    </Paper>
  );
}

function EInvoiceFacts({ eInvoice: e }: { eInvoice: EInvoiceWire }) {
  return (
    <Stack gap={4}>
      {e.irn && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            IRN
          </Text>
          <Text
            size="sm"
            ff="monospace"
            style={{ overflowWrap: 'anywhere', minWidth: 0 }}
            data-testid="e-invoice-irn"
          >
            {e.irn}
          </Text>
          <CopyButton value={e.irn} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy IRN'}>
                <ActionIcon variant="subtle" size="sm" aria-label="Copy IRN" onClick={copy}>
                  {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      )}
      {e.ack_no && (
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Ack No.
          </Text>{' '}
          <span data-testid="e-invoice-ack-no">{e.ack_no}</span>
          {e.ack_date && (
            <>
              {' · '}
              <Text span c="dimmed" size="sm">
                Ack Date
              </Text>{' '}
              {e.ack_date}
            </>
          )}
        </Text>
      )}
      {isPending(e.status) && (
        <Text size="sm" c="dimmed" data-testid="e-invoice-pending">
          The IRP is being asked{e.attempts > 0 ? ` (attempt ${e.attempts + 1})` : ''}
          {e.next_attempt_at ? `; next try ${formatDateTime(e.next_attempt_at)}` : ''}. This page updates by
          itself.
        </Text>
      )}
      {isRetryable(e.status) && e.error && (
        <Alert color={e.status === 'failed' ? 'red' : 'orange'} p="xs" data-testid="e-invoice-error">
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {e.error}
          </Text>
        </Alert>
      )}
      {e.status === 'registered' && e.cancellable_until && (
        <Text size="xs" c="dimmed">
          The IRN may be cancelled until {formatDateTime(e.cancellable_until)}.
        </Text>
      )}
      {e.status === 'cancelled' && (
        <Text size="sm" c="dimmed">
          Cancelled at the IRP{e.cancelled_at ? ` on ${formatDateTime(e.cancelled_at)}` : ''}
          {e.cancel_reason ? `: ${e.cancel_reason}` : ''}.
        </Text>
      )}
    </Stack>
  );
}

function JsonButton({ invoiceId, number }: { invoiceId: number; number: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadEInvoiceJson(invoiceId, number);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Download failed', message: errorText(error) ?? '' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
    >
      Download JSON
    </Button>
  );
}
