import { billedOf, type ClientRow } from '@aquadesk/shared/clients.ts';
import { stateOfCode } from '@aquadesk/shared/gst.ts';
import type { StoredClient } from './repository.ts';

/**
 * A client as the client list and page show it (spec 001 §3 "Client user"), with its tax identity: the
 * state's name from the GST list and B2B or B2C by its GSTIN (docs/requirements/002-gst.md §1, §2).
 */
export function clientRow(c: StoredClient): ClientRow {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone_number: c.phone_number,
    organization: c.organization,
    processed_by_admin: c.processed_by_admin,
    billing_address: c.billing_address,
    state_code: c.state_code,
    state_name: c.state_code ? (stateOfCode(c.state_code)?.name ?? null) : null,
    gstin: c.gstin,
    billed: billedOf(c.gstin),
    payment_terms_days: c.payment_terms_days,
    reminders_off: c.reminders_off,
  };
}
