import { ResellerScreen } from '../features/resellers/components/reseller-screen.tsx';

export function ResellerPage() {
  return <ResellerScreen />;
}
