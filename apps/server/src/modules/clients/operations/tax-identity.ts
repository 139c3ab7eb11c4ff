/**
 * A client's tax identity (docs/requirements/002-gst.md §1, §2; docs/api.md "Clients"): the billing
 * address, the state, the GSTIN, the payment terms and the reminders switch, which the clients domain
 * owns in `users`. The create and edit operations write it through here; other domains read it through
 * client-accounts.ts.
 */
import { BILLING_ADDRESS_MAX, CLIENT_MESSAGES, gstinStateProblem } from '@aquadesk/shared/clients.ts';
import { GST_MESSAGES } from '@aquadesk/shared/gst.ts';
import { can } from '@aquadesk/shared/permissions.ts';
import type { Queryable } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import { AppError, databaseErrorOf, fieldError } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';

/** The tax fields as a create or edit request carries them after its schema: undefined = not sent. */
export interface TaxIdentityInput {
  billing_address?: string | null | undefined;
  state_code?: string | null | undefined;
  gstin?: string | null | undefined;
  payment_terms_days?: number | null | undefined;
  reminders_off?: boolean | undefined;
}

/** Only those who bill switch a client's overdue reminders (docs/api.md "Clients": `client.reminders`). */
export const REMINDERS_ONLY_BILLERS =
  'Only an admin, the technical director or finance switch overdue reminders';

/** Only those who bill set a client's payment terms, which give its invoices their due dates. */
export const TERMS_ONLY_BILLERS =
  "Only an admin, the technical director or finance set a client's payment terms";

/**
 * The fields that were sent, to be written; those left out are kept. `reminders_off` and
 * `payment_terms_days` are billing's to set: another caller who sends one is refused at its field (403),
 * whatever else the call may do.
 */
export function taxPatchOf(input: TaxIdentityInput, caller: AuthUser): repo.TaxIdentityPatch {
  if (input.reminders_off !== undefined && !can(caller, 'client.reminders')) {
    throw new AppError(403, REMINDERS_ONLY_BILLERS, { reminders_off: REMINDERS_ONLY_BILLERS });
  }
  if (input.payment_terms_days !== undefined && !can(caller, 'client.payment_terms')) {
    throw new AppError(403, TERMS_ONLY_BILLERS, { payment_terms_days: TERMS_ONLY_BILLERS });
  }
  const patch: repo.TaxIdentityPatch = {};
  if (input.billing_address !== undefined) patch.billing_address = input.billing_address;
  if (input.state_code !== undefined) patch.state_code = input.state_code;
  if (input.gstin !== undefined) patch.gstin = input.gstin;
  if (input.payment_terms_days !== undefined) patch.payment_terms_days = input.payment_terms_days;
  if (input.reminders_off !== undefined) patch.reminders_off = input.reminders_off;
  return patch;
}

/**
 * The database's checks of these columns (users.ts) and the field each one concerns: the schema refuses all
 * of this first, so a check failing here is a client's input the schema let through, answered at its field.
 */
const CHECKS: Record<string, { field: string; message: string }> = {
  users_state_code_ck: { field: 'state_code', message: GST_MESSAGES.stateCode },
  users_gstin_ck: { field: 'gstin', message: CLIENT_MESSAGES.gstinWithoutState },
  users_billing_address_ck: {
    field: 'billing_address',
    message: `Billing address must be at most ${BILLING_ADDRESS_MAX} characters`,
  },
  users_payment_terms_ck: { field: 'payment_terms_days', message: CLIENT_MESSAGES.paymentTerms },
};

/**
 * Writes the fields of `patch` of client `id`, in the caller's transaction. What is stored beside them
 * counts: a state sent alone must still be the stored GSTIN's (spec 002 §2), else 400 at the field.
 */
export async function writeTaxIdentity(tx: Queryable, id: number, patch: repo.TaxIdentityPatch) {
  if (Object.keys(patch).length === 0) return;
  // both sent: the schema matched them; one alone is matched with the other as stored
  if ((patch.gstin === undefined) !== (patch.state_code === undefined)) {
    const stored = await repo.taxIdentityById(tx, id, { lock: true });
    const gstin = patch.gstin === undefined ? stored?.gstin : patch.gstin;
    const state = patch.state_code === undefined ? stored?.state_code : patch.state_code;
    if (gstin && !state) throw fieldError('state_code', CLIENT_MESSAGES.gstinWithoutState);
    const problem = gstinStateProblem(gstin, state);
    if (problem) throw fieldError(patch.gstin === undefined ? 'state_code' : 'gstin', problem);
  }
  try {
    await repo.setTaxIdentity(tx, id, patch);
  } catch (error) {
    const check = CHECKS[databaseErrorOf(error)?.constraint ?? ''];
    if (check) throw fieldError(check.field, check.message);
    throw error;
  }
}
