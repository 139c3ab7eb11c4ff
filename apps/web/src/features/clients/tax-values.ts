import { type ClientRow, clientTaxFields, gstinStateProblem } from '@aquadesk/shared/clients.ts';
import { GST_STATES, stateLabel } from '@aquadesk/shared/gst.ts';

/** The "Tax and billing" fields of the client forms as the form holds them (issue 30). */
export type ClientTaxValues = {
  billing_address: string;
  /** A GST state code, or null when none is chosen. */
  state_code: string | null;
  gstin: string;
  /** Days, or '' for the company's default terms. */
  payment_terms_days: number | string;
};

export type ClientTaxField = keyof ClientTaxValues;

export const EMPTY_TAX: ClientTaxValues = {
  billing_address: '',
  state_code: null,
  gstin: '',
  payment_terms_days: '',
};

/** A client's stored tax identity as the edit form opens with it. */
export function taxValuesOf(client: ClientRow): ClientTaxValues {
  return {
    billing_address: client.billing_address ?? '',
    state_code: client.state_code,
    gstin: client.gstin ?? '',
    payment_terms_days: client.payment_terms_days ?? '',
  };
}

/**
 * The request's tax fields: an emptied field is sent empty, which clears it (docs/api.md "Clients"). The
 * payment terms are sent only by those who bill (`client.payment_terms`): the server refuses them from others.
 */
export function taxRequestOf(values: ClientTaxValues, setsTerms: boolean) {
  return {
    billing_address: values.billing_address,
    state_code: values.state_code ?? '',
    gstin: values.gstin,
    // undefined (left out of the request) also overrides the form's value where the two are checked together
    payment_terms_days: !setsTerms
      ? undefined
      : values.payment_terms_days === ''
        ? null
        : values.payment_terms_days,
  };
}

/** The states and union territories as the state picker offers them: "Kerala (32)" (spec 002 §1). */
export const STATE_OPTIONS = GST_STATES.map((s) => ({ value: s.code, label: stateLabel(s) }));

/**
 * What is wrong with the GSTIN as typed, from the shared schema (spec 002 §2): its own reason, else its
 * state against the one chosen; null when it is right or still being typed (under 15 characters).
 */
export function gstinLiveProblem(gstin: string, stateCode: string | null, whole = false): string | null {
  const typed = gstin.replace(/\s+/g, '');
  if (typed === '' || (!whole && typed.length < 15)) return null;
  const field = clientTaxFields.gstin.safeParse(gstin);
  if (!field.success) return field.error.issues[0]?.message ?? null;
  return gstinStateProblem(field.data, stateCode);
}
