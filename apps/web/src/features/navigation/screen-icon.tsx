import type { ScreenKey } from '@aquadesk/shared/screens.ts';
import {
  IconAddressBook,
  IconBuildingFactory2,
  IconBuildingStore,
  IconCalculator,
  IconCalendarEvent,
  IconChartPie,
  IconClipboardCheck,
  IconFileCertificate,
  IconFileDescription,
  IconFileImport,
  IconFileInvoice,
  IconFileText,
  IconHome,
  IconLayoutDashboard,
  IconMail,
  IconMapPin,
  IconPackage,
  IconReceiptTax,
  IconReportMoney,
  IconSitemap,
  IconTable,
  IconTool,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';

const ICONS: Record<ScreenKey, TablerIcon> = {
  home: IconHome,
  dashboard: IconLayoutDashboard,
  work: IconTool,
  estimates: IconCalculator,
  employee: IconUsers,
  reseller: IconBuildingStore,
  profit: IconChartPie,
  client: IconAddressBook,
  site: IconMapPin,
  products: IconPackage,
  contracts: IconFileDescription,
  invoice: IconFileInvoice,
  ready_to_invoice: IconClipboardCheck,
  receivables: IconReportMoney,
  registers: IconTable,
  gstr1: IconReceiptTax,
  e_invoices: IconFileCertificate,
  proposal: IconFileText,
  leave: IconCalendarEvent,
  dept: IconSitemap,
  messages: IconMail,
  company: IconBuildingFactory2,
  import: IconFileImport,
};

export function ScreenIcon({ screenKey, size = 20 }: { screenKey: string; size?: number }) {
  const Component = ICONS[screenKey as ScreenKey] ?? IconHome;
  return <Component size={size} stroke={1.7} aria-hidden />;
}
