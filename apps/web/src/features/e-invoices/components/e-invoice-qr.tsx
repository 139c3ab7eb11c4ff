import { QR_QUIET_MODULES, qrModules, qrVersionAtM } from '@aquadesk/shared/qr-capacity.ts';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The QR library is loaded only when a document shows a code (as the UPI code is), so the pages stay small.
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

/** CSS pixels a module: three device pixels on a phone's or a laptop's 2x screen, 0.4 mm on paper. */
const MODULE_PX = 1.5;

/**
 * The IRP's signed QR code (docs/requirements/003-e-invoice.md §10): it encodes exactly the signed text the
 * IRP returned (a JSON Web Token of about a kilobyte), at error correction M with the quiet zone the standard
 * asks. Its side is a whole number of modules of MODULE_PX (about 200 px for a kilobyte), so no module is
 * smeared across pixels and a phone reads it from the screen or from paper.
 */
export function EInvoiceQr({ signedQr }: { signedQr: string }) {
  const version = qrVersionAtM(signedQr) ?? 40;
  const size = (qrModules(version) + 2 * QR_QUIET_MODULES) * MODULE_PX;
  return (
    <Suspense fallback={<Skeleton w={size} h={size} radius={0} />}>
      <QRCodeSVG
        value={signedQr}
        size={size}
        level="M"
        boostLevel={false}
        minVersion={version}
        marginSize={QR_QUIET_MODULES}
        role="img"
        aria-label="E-invoice signed QR code"
        data-testid="e-invoice-qr"
        style={{ display: 'block', flexShrink: 0 }}
      />
    </Suspense>
  );
}
