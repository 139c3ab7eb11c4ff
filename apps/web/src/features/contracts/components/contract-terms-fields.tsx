import {
  BILLING_FREQUENCIES,
  BILLING_FREQUENCY_LABELS,
  BILLING_TIMING_LABELS,
  BILLING_TIMINGS,
  CONTRACT_KIND_LABELS,
  CONTRACT_KINDS,
  CONTRACT_LIMITS,
  HOURS_BASES,
  HOURS_BASIS_LABELS,
  VISIT_SPREAD_LABELS,
  VISIT_SPREADS,
} from '@aquadesk/shared/contracts.ts';
import { MONTH_NAMES } from '@aquadesk/shared/dates.ts';
import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import type { ZodForm } from '../../../lib/use-zod-form.ts';
import type { ContractFormValues } from './contract-form-model.ts';

const choices = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const MONTHS = MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label }));

/** A whole number typed: digits only. */
const digits = (text: string) => text.replace(/\D/g, '').slice(0, 4);

/**
 * The commercial terms (requirements 006 §1): kind, period, visits and their spread, response and resolution
 * hours, the price, the billing plan, SAC and GST rate (the company's rates). `frozen`: an active contract's,
 * shown but not changed.
 */
export function ContractTermsFields({
  z,
  frozen,
  gstRates,
}: {
  z: ZodForm<ContractFormValues>;
  frozen: boolean;
  gstRates: readonly string[];
}) {
  const { form, inputProps } = z;
  const values = form.getValues();
  const whole = (field: 'visits_per_year' | 'response_hours' | 'resolution_hours', label: string) => (
    <TextInput
      label={label}
      withAsterisk
      inputMode="numeric"
      disabled={frozen}
      {...inputProps(field)}
      onChange={(e) => form.setFieldValue(field, digits(e.currentTarget.value))}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        size="md"
        label="Kind"
        placeholder="Choose the kind"
        withAsterisk
        disabled={frozen}
        data={choices(CONTRACT_KINDS, CONTRACT_KIND_LABELS)}
        {...inputProps('kind')}
      />
      <MoneyInput
        label="Price for the whole period"
        description="Before GST"
        withAsterisk
        disabled={frozen}
        max={CONTRACT_LIMITS.price}
        {...inputProps('price')}
      />
      <DateField size="md" label="First day" required disabled={frozen} {...inputProps('starts_on')} />
      <DateField size="md" label="Last day" required disabled={frozen} {...inputProps('ends_on')} />
      {whole('visits_per_year', 'Visits a year')}
      <Select
        size="md"
        label="Visits spread"
        disabled={frozen}
        allowDeselect={false}
        data={choices(VISIT_SPREADS, VISIT_SPREAD_LABELS)}
        {...inputProps('visit_spread')}
      />
      {values.visit_spread === 'months' && (
        <MultiSelect
          size="md"
          label="Visit months"
          withAsterisk
          disabled={frozen}
          data={MONTHS}
          style={{ gridColumn: '1 / -1' }}
          {...inputProps('visit_months')}
          value={values.visit_months.map(String)}
          onChange={(v) => form.setFieldValue('visit_months', v.map(Number))}
        />
      )}
      {whole('response_hours', 'Response within (hours)')}
      {whole('resolution_hours', 'Resolution within (hours)')}
      <Select
        size="md"
        label="Hours count as"
        disabled={frozen}
        allowDeselect={false}
        data={choices(HOURS_BASES, HOURS_BASIS_LABELS)}
        {...inputProps('hours_basis')}
      />
      <Select
        size="md"
        label="Billed"
        disabled={frozen}
        allowDeselect={false}
        data={choices(BILLING_FREQUENCIES, BILLING_FREQUENCY_LABELS)}
        {...inputProps('billing_frequency')}
      />
      <Select
        size="md"
        label="Billed when"
        disabled={frozen}
        allowDeselect={false}
        data={choices(BILLING_TIMINGS, BILLING_TIMING_LABELS)}
        {...inputProps('billing_timing')}
      />
      <TextInput
        label="SAC"
        description="6 digits starting with 99"
        withAsterisk
        inputMode="numeric"
        maxLength={6}
        disabled={frozen}
        {...inputProps('sac')}
      />
      <Select
        size="md"
        label="GST rate"
        withAsterisk
        disabled={frozen}
        allowDeselect={false}
        data={gstRates.map((r) => ({ value: r, label: `${r} %` }))}
        {...inputProps('gst_rate')}
      />
    </SimpleGrid>
  );
}
