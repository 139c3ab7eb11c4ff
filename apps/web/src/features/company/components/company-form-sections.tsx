import { COMPANY_LIMITS, PREFIX_FIELDS } from '@aquadesk/shared/company.ts';
import { sellerFieldReadings } from '@aquadesk/shared/e-invoice.ts';
import { DEFAULT_GST_RATES, GST_STATES, stateLabel } from '@aquadesk/shared/gst.ts';
import {
  Fieldset,
  Select,
  SimpleGrid,
  TagsInput,
  Textarea,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { AddressReading, EInvoiceReading } from '../../../components/address-reading.tsx';
import type { ZodForm } from '../../../lib/use-zod-form.ts';
import { type CompanyField, type CompanyFormValues, firstNumberOf } from '../form-values.ts';

export interface SectionProps {
  f: ZodForm<CompanyFormValues>;
  /** Finance and the technical director read the settings; only an admin changes them. */
  readOnly: boolean;
}

const STATE_OPTIONS = GST_STATES.map((s) => ({ value: s.code, label: stateLabel(s) }));

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}

/** A one-line field of the form. */
function Field({
  f,
  readOnly,
  field,
  ...props
}: SectionProps & { field: CompanyField } & Omit<TextInputProps, 'form'>) {
  return <TextInput readOnly={readOnly} {...props} {...f.inputProps(field)} />;
}

export function IdentitySection(p: SectionProps) {
  const { trade_name, phone, email } = p.f.form.values;
  // what an e-invoice does with each (docs/requirements/003-e-invoice.md §4): sends it, or leaves it out
  const reading = sellerFieldReadings({ trade_name, phone, email });
  return (
    <Section legend="Identity">
      <Field {...p} field="legal_name" label="Legal name" required={!p.readOnly} />
      <Field
        {...p}
        field="trade_name"
        label="Trade name"
        description={
          <>
            Leave blank when it is the legal name
            <EInvoiceReading reading={reading.trade_name} />
          </>
        }
      />
      <Field
        {...p}
        field="email"
        label="Email"
        type="email"
        description={reading.email && <EInvoiceReading reading={reading.email} />}
      />
      <Field
        {...p}
        field="phone"
        label="Phone"
        inputMode="tel"
        description={reading.phone && <EInvoiceReading reading={reading.phone} />}
      />
    </Section>
  );
}

const stateName = (code: string) => STATE_OPTIONS.find((o) => o.value === code)?.label ?? '';

export function AddressSection({ f, readOnly }: SectionProps) {
  const state = f.inputProps('state_code');
  const code = f.form.values.state_code;
  // the typed search goes back to the chosen state's name when the list closes, even if the same was chosen
  const [search, setSearch] = useState(stateName(code));
  useEffect(() => setSearch(stateName(code)), [code]);
  return (
    <Section legend="Address and state">
      <Textarea
        label="Address"
        required={!readOnly}
        readOnly={readOnly}
        autosize
        minRows={2}
        maxRows={COMPANY_LIMITS.addressLines}
        description={
          <AddressReading address={f.form.values.address} stateCode={code || null} party="seller" />
        }
        {...f.inputProps('address')}
      />
      <Select
        label="State"
        description="The state the company is registered in for GST"
        required={!readOnly}
        readOnly={readOnly}
        searchable
        allowDeselect={false}
        data={STATE_OPTIONS}
        nothingFoundMessage="No state of that name"
        {...state}
        value={code || null}
        onChange={(next) => f.form.setFieldValue('state_code', next ?? '')}
        searchValue={search}
        onSearchChange={setSearch}
        onDropdownClose={() => setSearch(stateName(f.form.getValues().state_code))}
      />
    </Section>
  );
}

export function TaxSection(p: SectionProps) {
  return (
    <Section legend="Tax">
      <Field
        {...p}
        field="gstin"
        label="GSTIN"
        description="15 characters; it begins with the state's code"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <Field
        {...p}
        field="pan"
        label="PAN"
        description="Left blank, the PAN inside the GSTIN is kept"
        autoCapitalize="characters"
        spellCheck={false}
      />
    </Section>
  );
}

export function BankSection(p: SectionProps) {
  return (
    <Section legend="Bank and UPI">
      <Field {...p} field="bank_account_name" label="Account name" />
      <Field {...p} field="bank_account_number" label="Account number" inputMode="numeric" />
      <Field {...p} field="bank_ifsc" label="IFSC" autoCapitalize="characters" spellCheck={false} />
      <Field {...p} field="bank_name" label="Bank and branch" />
      <Field {...p} field="upi_id" label="UPI id" description="Unpaid invoices carry a UPI QR code" />
    </Section>
  );
}

const PREFIX_LABELS: Record<(typeof PREFIX_FIELDS)[number][0], string> = {
  invoice_prefix: 'Invoice prefix',
  credit_note_prefix: 'Credit note prefix',
  debit_note_prefix: 'Debit note prefix',
  receipt_prefix: 'Receipt prefix',
};

export function NumberingSection(p: SectionProps) {
  return (
    <Section legend="Invoice numbering">
      {PREFIX_FIELDS.map(([field]) => {
        const first = firstNumberOf(p.f.form.values[field]);
        return (
          <Field
            key={field}
            {...p}
            field={field}
            label={PREFIX_LABELS[field]}
            required={!p.readOnly}
            autoCapitalize="characters"
            description={first ? `This year's first: ${first}` : '1 to 5 capital letters or digits'}
            data-testid={`example-${field}`}
          />
        );
      })}
    </Section>
  );
}

export function DefaultsSection({ f, readOnly }: SectionProps) {
  const rates = f.form.values.gst_rates;
  const rateError =
    f.form.errors.gst_rates ??
    Object.entries(f.form.errors).find(([key]) => key.startsWith('gst_rates.'))?.[1];
  return (
    <Section legend="Defaults">
      <Field f={f} readOnly={readOnly} field="default_sac" label="Default SAC or HSN" required={!readOnly} />
      <Field
        f={f}
        readOnly={readOnly}
        field="payment_terms_days"
        label="Payment terms (days)"
        description="An invoice falls due this many days after its issue"
        inputMode="numeric"
        required={!readOnly}
      />
      <TagsInput
        label="GST rates (%)"
        description={
          readOnly
            ? 'The rates an invoice line may carry'
            : 'The rates an invoice line may carry; type another and press Enter'
        }
        readOnly={readOnly}
        required={!readOnly}
        data={[...new Set([...DEFAULT_GST_RATES, ...rates])]}
        value={rates}
        onChange={(next) => f.form.setFieldValue('gst_rates', next)}
        error={rateError}
        maxTags={COMPANY_LIMITS.rates}
        clearable={!readOnly}
      />
    </Section>
  );
}

export function TermsSection({ f, readOnly }: SectionProps) {
  return (
    <Fieldset legend="Terms">
      <Textarea
        label="Terms printed on invoices"
        readOnly={readOnly}
        autosize
        minRows={3}
        maxRows={COMPANY_LIMITS.termsLines}
        {...f.inputProps('terms')}
      />
    </Fieldset>
  );
}
