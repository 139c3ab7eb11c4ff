import type { ProfitData } from '@aquadesk/shared/profit.ts';
import { eq } from 'drizzle-orm';
import { profitSettings } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/types.ts';

const columns = {
  administrative_expense: profitSettings.administrativeExpense,
  travel_charge: profitSettings.travelCharge,
  product_profit: profitSettings.productProfit,
  company_profit: profitSettings.companyProfit,
};

/** The one settings row (seeded by the migration). */
export async function getProfit(db: Queryable): Promise<ProfitData | undefined> {
  const [row] = await db.select(columns).from(profitSettings).where(eq(profitSettings.id, 1));
  return row;
}

export async function saveProfit(db: Queryable, data: ProfitData, userId: number): Promise<ProfitData> {
  const values = {
    administrativeExpense: data.administrative_expense,
    travelCharge: data.travel_charge,
    productProfit: data.product_profit,
    companyProfit: data.company_profit,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(profitSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: profitSettings.id, set: values })
    .returning(columns);
  return row!;
}
