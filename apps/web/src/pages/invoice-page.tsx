import { usePageTitle } from '../components/use-page-title.ts';
import { InvoiceListScreen } from '../features/invoices/components/invoice-list-screen.tsx';

/** /invoicgeneration (spec 001 §2, §6: admin, technical_director). */
export function InvoicePage() {
  usePageTitle('Invoices');
  return <InvoiceListScreen />;
}
