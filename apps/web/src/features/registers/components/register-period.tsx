import { formatDate, todayInIndia } from '@aquadesk/shared/format.ts';
import {
  type Period,
  periodOf,
  REGISTER_PERIOD_LABELS,
  REGISTER_PERIODS,
  ZRegisterQuery,
} from '@aquadesk/shared/registers.ts';
import { Button, Group, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { z } from 'zod';
import { isoOf } from '../../../lib/typed-date.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';

type Values = { from: string; to: string };

/** The shared query schema over dates typed dd/mm/yyyy: the period's bounds, checked before asking. */
const SCHEMA = z.preprocess((v) => {
  const t = v as Values;
  return { from: isoOf(t.from) || undefined, to: isoOf(t.to) || undefined };
}, ZRegisterQuery);

interface RegisterPeriodProps {
  period: Period;
  onChange: (period: Period) => void;
  /** A refused period (400 at `from` or `to`: too long, a file with too many rows) lands on its field. */
  error: unknown;
}

/**
 * The registers' period (docs/requirements/002-gst.md §10): From and To typed dd/mm/yyyy (IST days), applied
 * with Show, or a quick pick of this month, last month, this quarter or this financial year (April-March).
 */
export function RegisterPeriod({ period, onChange, error }: RegisterPeriodProps) {
  const { form, fail, onSubmit, inputProps } = useZodForm<Values>({
    initialValues: { from: formatDate(period.from), to: formatDate(period.to) },
    schema: SCHEMA,
    highlight: true,
  });
  useEffect(() => {
    if (error) fail(error);
  }, [error, fail]);
  // a quick pick, or back and forward, changes the period: the fields follow
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new period resets the fields
  useEffect(() => {
    form.setValues({ from: formatDate(period.from), to: formatDate(period.to) });
  }, [period.from, period.to]);
  const pick = (p: Period) => {
    form.clearErrors();
    onChange(p);
  };
  return (
    <form
      onSubmit={onSubmit((v) => onChange({ from: isoOf(v.from), to: isoOf(v.to) }))}
      noValidate
      aria-label="Period"
    >
      <Group gap="sm" align="flex-start" wrap="wrap">
        {(['from', 'to'] as const).map((name) => (
          <TextInput
            key={name}
            size="sm"
            label={name === 'from' ? 'From' : 'To'}
            placeholder="dd/mm/yyyy"
            inputMode="numeric"
            maxLength={10}
            w={{ base: '100%', xs: 150 }}
            {...inputProps(name)}
          />
        ))}
        <Button type="submit" variant="default" size="sm" mt={{ base: 0, xs: 25 }}>
          Show
        </Button>
        <Group gap={6} mt={{ base: 0, xs: 25 }} wrap="wrap" role="group" aria-label="Quick periods">
          {REGISTER_PERIODS.map((p) => (
            <Button key={p} size="sm" variant="light" onClick={() => pick(periodOf(p, todayInIndia()))}>
              {REGISTER_PERIOD_LABELS[p]}
            </Button>
          ))}
        </Group>
      </Group>
    </form>
  );
}
