import { DEFAULT_GST_RATES, GST_UNIT_CODES, GST_UNITS, type GstUnit } from '@aquadesk/shared/gst.ts';
import { Select, type SelectProps } from '@mantine/core';

type Owned = 'data' | 'value' | 'onChange' | 'searchable' | 'allowDeselect';

/** "NOS – Numbers": the GST unit quantity codes (docs/requirements/002-gst.md §3), searched by code or name. */
const UNIT_OPTIONS = GST_UNIT_CODES.map((code) => ({ value: code, label: `${code} – ${GST_UNITS[code]}` }));

/** A GST unit (UQC) picked from the list, searchable ("kil" finds KGS – Kilograms). */
export function GstUnitSelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps, Owned> & { value: GstUnit; onChange: (unit: GstUnit) => void }) {
  return (
    <Select
      {...props}
      data={UNIT_OPTIONS}
      value={value}
      onChange={(v) => v && onChange(v as GstUnit)}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No unit of the GST list matches"
    />
  );
}

/**
 * A GST rate picked from the rates in force ("18 %"), docs/requirements/002-gst.md §3. `rates` defaults to
 * the rates of the law; a screen passes the company's list where it has one.
 */
export function GstRateSelect({
  value,
  onChange,
  rates = DEFAULT_GST_RATES,
  ...props
}: Omit<SelectProps, Owned> & {
  value: string;
  onChange: (rate: string) => void;
  rates?: readonly string[];
}) {
  return (
    <Select
      {...props}
      data={rates.map((rate) => ({ value: rate, label: `${rate} %` }))}
      value={value}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
    />
  );
}
