/** The brand and company details shown to users; the server reads them from configuration. */
export interface SiteInfo {
  brand: string;
  company: {
    name: string;
    address: string;
    email: string;
    phone: string;
  };
}
