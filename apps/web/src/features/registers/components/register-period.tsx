import { todayInIndia } from '@aquadesk/shared/dates.ts';
import {
  type Period,
  periodOf,
  REGISTER_PERIOD_LABELS,
  REGISTER_PERIODS,
  ZRegisterQuery,
} from '@aquadesk/shared/registers.ts';
import { Button, Group } from '@mantine/core';
import { PeriodForm } from '../../../components/period-form.tsx';

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
export function RegisterPeriod(props: RegisterPeriodProps) {
  return (
    <PeriodForm
      {...props}
      schema={ZRegisterQuery}
      label="Period"
      quickPicks={(pick) => (
        <Group gap={6} mt={{ base: 0, xs: 25 }} wrap="wrap" role="group" aria-label="Quick periods">
          {REGISTER_PERIODS.map((p) => (
            <Button key={p} size="sm" variant="light" onClick={() => pick(periodOf(p, todayInIndia()))}>
              {REGISTER_PERIOD_LABELS[p]}
            </Button>
          ))}
        </Group>
      )}
    />
  );
}
