import type { PublicEInvoice } from '@aquadesk/shared/e-invoice-status.ts';
import { Group, Stack, Text } from '@mantine/core';
import { EInvoiceQr } from './e-invoice-qr.tsx';

/**
 * A registered e-invoice as the document prints it (docs/requirements/003-e-invoice.md §10): the IRN, the
 * acknowledgement number and date, and the IRP's signed QR code, at the top of the document as the IRP's
 * own print lays it out. The staff screen, the client's quick pay page and print show the same block; it
 * never says anything of a registration that failed.
 */
export function EInvoiceBlock({ eInvoice }: { eInvoice: PublicEInvoice }) {
  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="wrap"
      gap="md"
      className="e-invoice-block"
      component="section"
      aria-label="E-invoice particulars"
      data-testid="e-invoice-block"
    >
      <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Text fw={700} size="xs" tt="uppercase" c="dimmed">
          E-invoice
        </Text>
        <Text size="sm">
          IRN{' '}
          <Text
            span
            ff="monospace"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
            data-testid="e-invoice-doc-irn"
          >
            {eInvoice.irn}
          </Text>
        </Text>
        <Text size="sm">
          Ack No. <span data-testid="e-invoice-doc-ack-no">{eInvoice.ack_no}</span>
        </Text>
        <Text size="sm">
          Ack Date <span data-testid="e-invoice-doc-ack-date">{eInvoice.ack_date}</span>
        </Text>
      </Stack>
      <EInvoiceQr signedQr={eInvoice.signed_qr} />
    </Group>
  );
}
