import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@aquadesk/shared/invoices.ts';
import { Badge, type BadgeProps, Group } from '@mantine/core';
import { INVOICE_STATUS_COLOR } from '../../payments/api.ts';
import { TestPaymentBadge } from './test-payment-badge.tsx';

/** An invoice's status in words (Draft, Unpaid, Partly paid, Paid, Cancelled), in its colour. */
export function InvoiceStatusBadge({
  status,
  test = false,
  size,
  testId,
}: {
  status: InvoiceStatus;
  /** Settled through the sandbox: marked a test payment beside the status. */
  test?: boolean;
  size?: BadgeProps['size'];
  testId?: string;
}) {
  return (
    <Group gap={4} wrap="wrap" style={{ flexShrink: 0 }}>
      <Badge
        color={INVOICE_STATUS_COLOR[status]}
        variant={status === 'PAYMENT COMPLETE' && size === 'lg' ? 'filled' : 'light'}
        size={size}
        style={{ flexShrink: 0, overflow: 'visible' }}
        styles={{ label: { overflow: 'visible' } }}
        data-testid={testId}
      >
        {INVOICE_STATUS_LABELS[status]}
      </Badge>
      {test && <TestPaymentBadge />}
    </Group>
  );
}

/** An invoice of the books from before AquaDesk, brought in by Import (docs/decisions/0014-opening-balances.md). */
export function OpeningBalanceBadge() {
  return (
    <Badge
      color="gray"
      variant="outline"
      style={{ flexShrink: 0 }}
      title="An invoice of the old books, brought in by Import"
    >
      Opening balance
    </Badge>
  );
}
