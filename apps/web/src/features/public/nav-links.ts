/** spec 000 §2: the public nav's items link to the landing page's anchors. */
export interface PublicNavLink {
  label: string;
  hash: string;
}

export const LANDING_LINKS: readonly PublicNavLink[] = [
  { label: 'Home', hash: '#home' },
  { label: 'Service', hash: '#Service' },
  { label: 'Clients', hash: '#clients' },
  { label: 'Products', hash: '#product' },
  { label: 'Connect US', hash: '#connect-us' },
];

/** Login and sign-up show About Us instead of Connect US. */
export const AUTH_PAGE_LINKS: readonly PublicNavLink[] = [
  ...LANDING_LINKS.slice(0, 4),
  { label: 'About Us', hash: '#home' },
];

export const QUICK_PAY_PATH = '/quickPay/-1';

/** The router state that makes the landing page scroll to its legal block (spec 000 §1, §2). */
export const SCROLL_TO_LEGAL_STATE = { scrollToLegal: true } as const;
