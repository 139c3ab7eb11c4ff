import { InvoiceDocument } from '../features/invoices/components/invoice-document.tsx';
import { isOpeningBalance } from '../features/invoices/components/invoice-document-parts.tsx';
import { InvoiceStatusBadge } from '../features/invoices/components/invoice-status-badge.tsx';
import { UpiQr } from '../features/invoices/components/upi-qr.tsx';
import { type InvoiceViews, QuickPayScreen } from '../features/payments/components/quick-pay-screen.tsx';

/** The invoice as the quick pay page shows it: the invoices feature's own pieces. */
const INVOICE_VIEWS: InvoiceViews = {
  Document: InvoiceDocument,
  StatusBadge: InvoiceStatusBadge,
  UpiQr,
  isOpeningBalance,
};

/** /quickpay/{id} (spec 001 §2): public, no login; `-1` is the navigation's placeholder. */
export function QuickPayPage() {
  return <QuickPayScreen views={INVOICE_VIEWS} />;
}
