import { financialQuarterOf, financialYearLabel, MONTH_NAMES, todayInIndia } from '@aquadesk/shared/dates.ts';
import { GSTR1_FIRST_MONTH } from '@aquadesk/shared/gstr1.ts';
import { Group, SegmentedControl, Select } from '@mantine/core';

const QUARTERS = [
  { value: 'Q1', label: 'Q1 (Apr-Jun)' },
  { value: 'Q2', label: 'Q2 (Jul-Sep)' },
  { value: 'Q3', label: 'Q3 (Oct-Dec)' },
  { value: 'Q4', label: 'Q4 (Jan-Mar)' },
];

/**
 * A month (`2026-11`) or a quarter of the financial year (`2026-Q3`, docs/requirements/004-gstr1.md §2): Month
 * or Quarter, then the year (a financial year for a quarter, "2026-27") and the month or quarter in it.
 */
export function Gstr1PeriodPicker({
  period,
  onChange,
}: {
  period: string;
  onChange: (period: string) => void;
}) {
  const quarterly = period.includes('Q');
  const year = Number(period.slice(0, 4));
  const part = period.slice(5);
  const thisYear = Number(todayInIndia().slice(0, 4));
  const firstYear = Number(GSTR1_FIRST_MONTH.slice(0, 4));
  const years = Array.from({ length: thisYear - firstYear + 2 }, (_, i) => thisYear + 1 - i).map((y) => ({
    value: String(y),
    label: quarterly ? financialYearLabel(y) : String(y),
  }));
  const switchKind = (kind: string) => {
    if (kind === 'quarter' && !quarterly) {
      const q = financialQuarterOf(`${period}-01`);
      onChange(`${q.year}-Q${q.quarter}`);
    } else if (kind === 'month' && quarterly) {
      // the quarter's first month
      const first = { Q1: 4, Q2: 7, Q3: 10, Q4: 1 }[part] ?? 4;
      onChange(`${part === 'Q4' ? year + 1 : year}-${String(first).padStart(2, '0')}`);
    }
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Return period"
        value={quarterly ? 'quarter' : 'month'}
        onChange={switchKind}
        data={[
          { value: 'month', label: 'Month' },
          { value: 'quarter', label: 'Quarter' },
        ]}
      />
      <Select
        label={quarterly ? 'Financial year' : 'Year'}
        data={years}
        value={String(year)}
        onChange={(y) => y && onChange(`${y}-${part}`)}
        allowDeselect={false}
        w={130}
      />
      <Select
        label={quarterly ? 'Quarter' : 'Month'}
        data={
          quarterly
            ? QUARTERS
            : MONTH_NAMES.map((name, i) => ({ value: String(i + 1).padStart(2, '0'), label: name }))
        }
        value={part}
        onChange={(p) => p && onChange(`${year}-${p}`)}
        allowDeselect={false}
        w={160}
      />
    </Group>
  );
}
