import { SiteEquipmentButton } from '../features/equipment/components/site-equipment.tsx';
import { SiteScreen } from '../features/sites/components/site-screen.tsx';

/** /site: the sites, each card with its Equipment (issue 43 item 1). */
export function SitePage() {
  return <SiteScreen siteAction={(site) => <SiteEquipmentButton site={site} />} />;
}
