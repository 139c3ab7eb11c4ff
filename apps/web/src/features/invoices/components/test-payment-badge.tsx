import { Badge, Tooltip } from '@mantine/core';

/**
 * A payment made through the built-in sandbox provider (docs/api.md "Invoices"): labelled wherever a payment
 * is shown, since no money moved.
 */
export function TestPaymentBadge() {
  return (
    <Tooltip label="Paid through the test checkout: no money moved" withArrow>
      <Badge color="yellow" variant="light" data-testid="test-payment" style={{ flexShrink: 0 }}>
        Test payment
      </Badge>
    </Tooltip>
  );
}
