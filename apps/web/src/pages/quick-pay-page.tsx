import { QuickPayScreen } from '../features/invoices/components/quick-pay-screen.tsx';

/** /quickpay/{id} (spec 001 §2): public, no login; `-1` is the navigation's placeholder. */
export function QuickPayPage() {
  return <QuickPayScreen />;
}
