import { usePageTitle } from '../components/use-page-title.ts';
import { EInvoiceQueueScreen } from '../features/e-invoices/components/e-invoice-queue-screen.tsx';

/** /e-invoices (docs/requirements/003-e-invoice.md §13: admin, finance): finance's queue of registrations. */
export function EInvoicesPage() {
  usePageTitle('E-invoices');
  return <EInvoiceQueueScreen />;
}
