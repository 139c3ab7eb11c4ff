import { E_INVOICE_STATUS_LABELS, type EInvoiceStatus } from '@aquadesk/shared/e-invoice-status.ts';
import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';

const COLORS: Record<EInvoiceStatus, MantineColor> = {
  queued: 'gray',
  running: 'blue',
  registered: 'teal',
  failed: 'red',
  rejected: 'orange',
  cancelled: 'gray',
};

/** An e-invoice's status in words (Queued, Registering, Registered, Failed, Rejected, Cancelled at IRP). */
export function EInvoiceStatusBadge({
  status,
  size,
  testId,
}: {
  status: EInvoiceStatus;
  size?: BadgeProps['size'];
  testId?: string;
}) {
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      size={size}
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
      data-testid={testId}
    >
      {E_INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}
