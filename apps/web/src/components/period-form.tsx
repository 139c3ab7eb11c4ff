import { Button, Group } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { type ZodType, z } from 'zod';
import { useZodForm } from '../lib/use-zod-form.ts';
import { DateField } from './date-field.tsx';

/** A period of IST calendar days, as yyyy-mm-dd. */
export interface Period {
  from: string;
  to: string;
}

type Values = { from: string; to: string };

interface PeriodFormProps {
  period: Period;
  onChange: (period: Period) => void;
  /** A refused period (400 at `from` or `to`) lands on its field. */
  error: unknown;
  /** The shared query schema of the call the period is for (its bounds), over yyyy-mm-dd. */
  schema: ZodType;
  /** The form's accessible name. */
  label: string;
  /** Quick picks beside Show: given the function that applies a period (and clears the fields' errors). */
  quickPicks?: (pick: (period: Period) => void) => ReactNode;
  /** Left out of a print (a statement prints its period in its heading). */
  printHidden?: boolean;
}

/**
 * A period typed dd/mm/yyyy or picked from the calendar (From and To, IST calendar days), checked by the call's own schema before it is
 * asked and applied with Show; a quick pick, or back and forward, sets the fields too.
 */
export function PeriodForm({
  period,
  onChange,
  error,
  schema,
  label,
  quickPicks,
  printHidden,
}: PeriodFormProps) {
  const { form, fail, onSubmit, inputProps } = useZodForm<Values>({
    initialValues: { from: period.from, to: period.to },
    // an emptied field is left out, as the call's query leaves it out (the schema says if it may be)
    schema: z.preprocess((v) => {
      const t = v as Values;
      return { from: t.from || undefined, to: t.to || undefined };
    }, schema),
    highlight: true,
  });
  useEffect(() => {
    if (error) fail(error);
  }, [error, fail]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new period resets the fields
  useEffect(() => {
    form.setValues({ from: period.from, to: period.to });
  }, [period.from, period.to]);
  const pick = (p: Period) => {
    form.clearErrors();
    onChange(p);
  };
  return (
    <form
      onSubmit={onSubmit((v) => onChange({ from: v.from, to: v.to }))}
      noValidate
      aria-label={label}
      {...(printHidden ? { 'data-print-hidden': true } : {})}
    >
      <Group gap="sm" align="flex-start" wrap="wrap">
        {(['from', 'to'] as const).map((name) => (
          <DateField
            key={name}
            size="sm"
            label={name === 'from' ? 'From' : 'To'}
            w={{ base: '100%', xs: 160 }}
            {...inputProps(name)}
          />
        ))}
        <Button type="submit" variant="default" size="sm" mt={{ base: 0, xs: 25 }}>
          Show
        </Button>
        {quickPicks?.(pick)}
      </Group>
    </form>
  );
}
