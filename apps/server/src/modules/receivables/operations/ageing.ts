import type { AgeingTotals } from '@aquadesk/shared/dashboard-trends.ts';
import type { Queryable } from '../../../db/types.ts';
import * as repo from '../repository.ts';

/** What clients owe by age past due: GET /api/receivables' totals, from the same statement. */
export async function ageingTotals(db: Queryable): Promise<AgeingTotals> {
  const page = await repo.receivables(db, { limit: 1 });
  const t = page.totals;
  return {
    as_of: page.asOf,
    total_paise: t.total_paise,
    not_due_paise: t.not_due_paise,
    d0_30_paise: t.d0_30_paise,
    d31_60_paise: t.d31_60_paise,
    d61_90_paise: t.d61_90_paise,
    over_90_paise: t.over_90_paise,
  };
}
