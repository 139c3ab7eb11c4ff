import { ZStatementQuery } from '@aquadesk/shared/invoices.ts';
import { type Period, PeriodForm } from '../../../components/period-form.tsx';

export type { Period };

interface StatementPeriodProps {
  period: Period;
  onChange: (period: Period) => void;
  /** A failed load (400 at `from` or `to`) lands on its field. */
  error: unknown;
}

/** The statement's period: From and To typed dd/mm/yyyy (IST calendar days), applied with Show. */
export function StatementPeriod(props: StatementPeriodProps) {
  return <PeriodForm {...props} schema={ZStatementQuery} label="Statement period" printHidden />;
}
