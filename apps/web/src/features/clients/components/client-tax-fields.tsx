import {
  BILLING_ADDRESS_LINES,
  BILLING_ADDRESS_MAX,
  PAYMENT_TERMS_MAX_DAYS,
} from '@aquadesk/shared/clients.ts';
import { stateOfCode } from '@aquadesk/shared/gst.ts';
import { Divider, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { AddressReading } from '../../../components/address-reading.tsx';
import { type ClientTaxField, type ClientTaxValues, gstinLiveProblem, STATE_OPTIONS } from '../tax-values.ts';

interface Props {
  values: ClientTaxValues;
  /** A new client is added with its state (the form asks; the call does not). */
  stateRequired: boolean;
  /** The form's input props of a field (value, onChange, error). */
  inputProps: (field: ClientTaxField) => GetInputPropsReturnType;
  setGstin: (gstin: string) => void;
  setState: (code: string | null) => void;
  setError: (field: ClientTaxField, error: string | null) => void;
  /** The payment terms are billing's to set (`client.payment_terms`): others do not see the field. */
  setsTerms: boolean;
}

/**
 * "Tax and billing" of the client forms (issue 30; docs/requirements/002-gst.md §1, §2): billing address,
 * the state from the GST list, the GSTIN (capitalised as typed, its reason shown as soon as it is whole)
 * and the payment terms. A GSTIN typed before a state is chosen chooses its state.
 */
export function ClientTaxFields({
  values,
  stateRequired,
  inputProps,
  setGstin,
  setState,
  setError,
  setsTerms,
}: Props) {
  const gstinProps = inputProps('gstin');
  const onGstin = (typed: string) => {
    const gstin = typed.toUpperCase();
    setGstin(gstin);
    const problem = gstinLiveProblem(gstin, values.state_code);
    setError('gstin', problem);
    const code = gstin.slice(0, 2);
    if (!problem && gstin.length >= 15 && !values.state_code && stateOfCode(code)) setState(code);
  };
  const onState = (code: string | null) => {
    setState(code);
    // the GSTIN's state is checked again against the new choice
    setError('gstin', gstinLiveProblem(values.gstin, code));
  };
  return (
    <>
      <Divider label="Tax and billing" labelPosition="left" mt="xs" />
      <Textarea
        label="Billing address"
        description={
          <>
            As printed on the tax invoice: at most {BILLING_ADDRESS_LINES} lines
            {values.gstin.trim() !== '' && (
              <AddressReading address={values.billing_address} stateCode={values.state_code} />
            )}
          </>
        }
        autosize
        minRows={2}
        maxRows={BILLING_ADDRESS_LINES}
        maxLength={BILLING_ADDRESS_MAX}
        {...inputProps('billing_address')}
      />
      <Select
        label="State"
        description="The GST state or union territory (the place of supply)"
        placeholder="Search a state"
        searchable
        clearable
        withAsterisk={stateRequired}
        data={STATE_OPTIONS}
        nothingFoundMessage="No state of that name"
        {...inputProps('state_code')}
        value={values.state_code}
        onChange={onState}
      />
      <TextInput
        label="GSTIN"
        description="Leave empty for a client without GST registration (billed B2C)"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        {...gstinProps}
        onChange={(e) => onGstin(e.currentTarget.value)}
        onBlur={() => setError('gstin', gstinLiveProblem(values.gstin, values.state_code, true))}
      />
      {setsTerms && (
        <NumberInput
          label="Payment terms (days)"
          description="Empty: the company's default terms"
          min={0}
          max={PAYMENT_TERMS_MAX_DAYS}
          allowDecimal={false}
          allowNegative={false}
          {...inputProps('payment_terms_days')}
        />
      )}
    </>
  );
}
