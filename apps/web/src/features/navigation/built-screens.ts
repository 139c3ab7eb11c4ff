import type { ScreenKey } from '@aquadesk/shared/screens.ts';

/**
 * The staff screens (packages/shared screens.ts) this web app has routes for. The sidebar and the
 * Home cards list only these; each issue that builds a screen adds its key here and its route in
 * router.tsx.
 */
export const BUILT_SCREENS: ReadonlySet<ScreenKey> = new Set<ScreenKey>([
  'home',
  'dashboard',
  'products',
  'messages',
  'employee',
  'leave',
  'dept',
  'client',
  'site',
  'equipment',
  'reseller',
  'estimates',
  'work',
  'profit',
  'invoice',
  'ready_to_invoice',
  'receivables',
  'registers',
  'gstr1',
  'e_invoices',
  'proposal',
  'contracts',
  'visits',
  'company',
  'import',
]);
