import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The QR library is loaded only when a document shows a code (as the UPI code is), so the pages stay small.
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

/**
 * The IRP's signed QR code (docs/requirements/003-e-invoice.md §10): it encodes exactly the signed text the
 * IRP returned (a JSON Web Token of about a kilobyte), at error correction M with the quiet zone the
 * standard asks, large enough for a phone to read from the screen or from paper.
 */
export function EInvoiceQr({ signedQr, size = 200 }: { signedQr: string; size?: number }) {
  return (
    <Suspense fallback={<Skeleton w={size} h={size} radius={0} />}>
      <QRCodeSVG
        value={signedQr}
        size={size}
        level="M"
        marginSize={4}
        role="img"
        aria-label="E-invoice signed QR code"
        data-testid="e-invoice-qr"
      />
    </Suspense>
  );
}
