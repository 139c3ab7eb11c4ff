import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard, IconX } from '@tabler/icons-react';

interface Props {
  /** The order the server made for this payment; null while no checkout is open. */
  order: { id: string; amountPaise: number; invoiceId: number } | null;
  busy: 'pay' | 'fail' | null;
  onPay: () => void;
  onFail: () => void;
  onClose: () => void;
}

/**
 * The built-in sandbox provider's checkout (docs/api.md "Payments"): what Razorpay's window is when no
 * Razorpay keys are set. It says plainly that no money moves; Pay has the server sign the payment as
 * Razorpay would, Fail records a failed attempt, and either way the page goes on exactly as after
 * Razorpay's own window.
 */
export function SandboxCheckout({ order, busy, onPay, onFail, onClose }: Props) {
  const rupees = order ? formatRupees(paiseToRupees(order.amountPaise)) : '';
  return (
    <Modal
      opened={order !== null}
      onClose={() => {
        if (!busy) onClose();
      }}
      title="Sandbox checkout"
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-print-hidden
    >
      {order && (
        <Stack gap="md">
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="Test payment — no money moves"
          >
            Online payment is in test mode. Pay marks the invoice paid as a real payment would; Fail shows
            what a declined payment looks like.
          </Alert>
          <Group justify="space-between" wrap="nowrap" gap="md">
            <Text size="sm" c="dimmed">
              Invoice {order.invoiceId}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace" truncate>
              {order.id}
            </Text>
          </Group>
          <Text fz={28} fw={700} ta="center" data-testid="sandbox-amount">
            {rupees}
          </Text>
          <Group grow>
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={18} aria-hidden />}
              loading={busy === 'fail'}
              disabled={busy === 'pay'}
              onClick={onFail}
            >
              Fail
            </Button>
            <Button
              color="teal"
              leftSection={<IconCreditCard size={18} aria-hidden />}
              loading={busy === 'pay'}
              disabled={busy === 'fail'}
              onClick={onPay}
            >
              Pay
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
