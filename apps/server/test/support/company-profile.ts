import type { CompanyProfile } from '@aquadesk/shared/company.ts';

/**
 * The request that saves `p` as it is (what the settings form sends back): the version without what the
 * server keeps of it (id, when and by whom, the logo's address, what a tax invoice still needs). The API
 * tests and the company journey (which puts the profile back as it found it) save through it.
 */
export function profileRequestOf(p: CompanyProfile) {
  const {
    id: _id,
    changed_at: _at,
    changed_by_name: _by,
    logo_url: _logo,
    tax_invoice_gaps: _gaps,
    ...fields
  } = p;
  return fields;
}
