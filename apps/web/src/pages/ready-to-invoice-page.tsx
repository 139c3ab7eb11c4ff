import { usePageTitle } from '../components/use-page-title.ts';
import { ReadyToInvoiceScreen } from '../features/estimates/components/ready-to-invoice-screen.tsx';

/** /ready-to-invoice (issue 41 item 1: admin, technical director, finance): finished work to invoice. */
export function ReadyToInvoicePage() {
  usePageTitle('Ready to invoice');
  return <ReadyToInvoiceScreen />;
}
