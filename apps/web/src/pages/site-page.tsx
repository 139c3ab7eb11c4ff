import { SiteScreen } from '../features/sites/components/site-screen.tsx';

export function SitePage() {
  return <SiteScreen />;
}
