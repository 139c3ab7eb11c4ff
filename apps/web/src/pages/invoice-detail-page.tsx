import { InvoiceScreen } from '../features/invoices/components/invoice-screen.tsx';

/** /invoice/{id} (docs/requirements/002-gst.md §5-§8): one invoice for the staff who bill. */
export function InvoiceDetailPage() {
  return <InvoiceScreen />;
}
