import { Stack } from '@mantine/core';
import { usePageTitle } from '../components/use-page-title.ts';
import { ReadyToInvoiceScreen } from '../features/estimates/components/ready-to-invoice-screen.tsx';
import { PartsToInvoiceSection } from '../features/parts/components/parts-to-invoice.tsx';

/**
 * /ready-to-invoice (issue 41 item 1: admin, technical director, finance): finished work to invoice, and the
 * clients with chargeable parts not yet invoiced (issue 43 item 5).
 */
export function ReadyToInvoicePage() {
  usePageTitle('Ready to invoice');
  return (
    <Stack gap="xl">
      <ReadyToInvoiceScreen />
      <PartsToInvoiceSection />
    </Stack>
  );
}
