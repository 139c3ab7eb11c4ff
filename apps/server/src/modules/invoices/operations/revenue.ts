import type { RevenueMonth } from '@aquadesk/shared/dashboard-trends.ts';
import type { Queryable } from '../../../db/types.ts';
import { revenueByMonth } from '../repository/revenue.ts';

/**
 * Revenue invoiced and collected by IST month from `from` to `to` ('YYYY-MM-01', inclusive), for the
 * dashboard's trend chart (docs/api.md "Dashboard trends"); one statement (repository/revenue.ts).
 */
export function monthlyRevenue(db: Queryable, from: string, to: string): Promise<RevenueMonth[]> {
  return revenueByMonth(db, from, to);
}
