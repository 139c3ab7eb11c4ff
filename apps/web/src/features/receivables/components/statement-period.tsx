import { formatDate } from '@aquadesk/shared/format.ts';
import { ZStatementQuery } from '@aquadesk/shared/invoices.ts';
import { Button, Group, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { z } from 'zod';
import { isoOf } from '../../../lib/typed-date.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';

export interface Period {
  from: string;
  to: string;
}

type Values = { from: string; to: string };

/** The shared query schema over dates typed dd/mm/yyyy. */
const SCHEMA = z.preprocess((v) => {
  const t = v as Values;
  return { from: isoOf(t.from) || undefined, to: isoOf(t.to) || undefined };
}, ZStatementQuery);

interface StatementPeriodProps {
  period: Period;
  onChange: (period: Period) => void;
  /** A failed load (400 at `from` or `to`) lands on its field. */
  error: unknown;
}

/** The statement's period: From and To typed dd/mm/yyyy (IST calendar days), applied with Show. */
export function StatementPeriod({ period, onChange, error }: StatementPeriodProps) {
  const { fail, onSubmit, inputProps } = useZodForm<Values>({
    initialValues: { from: formatDate(period.from), to: formatDate(period.to) },
    schema: SCHEMA,
    highlight: true,
  });
  useEffect(() => {
    if (error) fail(error);
  }, [error, fail]);
  return (
    <form
      onSubmit={onSubmit((v) => onChange({ from: isoOf(v.from), to: isoOf(v.to) }))}
      noValidate
      aria-label="Statement period"
      data-print-hidden
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
        <Button type="submit" variant="default" mt={{ base: 0, xs: 25 }}>
          Show
        </Button>
      </Group>
    </form>
  );
}
