import type { InvoiceUpi } from '@aquadesk/shared/invoices.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The QR library is loaded only when an invoice shows a UPI code, so the public pages stay small.
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

const SIZE = 128;

/**
 * A UPI QR code for the exact amount payable (the server's `upi://pay?...` link for this invoice), and
 * the same link for a phone, where it opens the payer's UPI app.
 */
export function UpiQr({ upi, total }: { upi: InvoiceUpi; total: string }) {
  return (
    <Stack gap={2} align="center" className="invoice-upi" data-testid="upi-qr" data-upi-link={upi.uri}>
      <Suspense fallback={<Skeleton w={SIZE} h={SIZE} radius={0} />}>
        <QRCodeSVG
          value={upi.uri}
          size={SIZE}
          level="M"
          marginSize={2}
          role="img"
          aria-label={`UPI QR code to pay ${formatRupees(total)} to ${upi.payee}`}
        />
      </Suspense>
      <Text size="xs" fw={600}>
        Scan to pay {formatRupees(total)} by UPI
      </Text>
      <Text size="xs" c="dimmed">
        {upi.payee}
      </Text>
      <Anchor href={upi.uri} size="xs" data-print-hidden>
        Open in a UPI app
      </Anchor>
    </Stack>
  );
}
