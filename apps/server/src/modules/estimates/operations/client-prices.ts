import { Exact, exact, fixed2, plain, unitsText } from '@aquadesk/shared/decimal.ts';
import type { EstimateStatus } from '@aquadesk/shared/estimates.ts';
import type { EstimateTotals } from '@aquadesk/shared/money.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';
import { figuresOf } from './figures.ts';
import { invoicedEstimate } from './visibility.ts';

/**
 * An estimate at what it charges the client, for the invoice made from it (issue 30 item 8; docs/api.md
 * "An estimate's invoice"). Each line carries its share of the estimate's figures (docs/api.md "Money"):
 * a product at its frozen price raised by the product profit, labour at its frozen rate × hours (raised by
 * the company profit when there are no products), the travel cost; each then raised by the administrative
 * expense, since that expense is a share of the base. So the lines add up exactly to base + expense, and
 * what the client sees never shows the cost, the profit, the expense or a pay rate on its own.
 */

export interface EstimateClientLine {
  kind: 'product' | 'labour' | 'travel';
  description: string;
  /** The product of a product line, for its HSN, unit and GST rate; null otherwise. */
  productId: number | null;
  /** A product line's quantity; labour and travel are one lump each ("1"). */
  quantity: string;
  /** The exact price of one unit as the client is charged it, before the discount. */
  unitPrice: string;
}

export interface EstimateAtClientPrices {
  id: number;
  status: EstimateStatus;
  clientId: number;
  lines: EstimateClientLine[];
  /** The estimate's discount, in percent of every line (D). */
  discountPercent: string;
  /** The job card's totals (money.ts computeEstimate over the frozen lines). */
  totals: EstimateTotals;
  /** The job card's total (down to the rupee) in paise: what the client was told to pay. */
  totalPaise: number;
  /** Who and what it is for, as the job card heads it. */
  heading: {
    finishedAt: string | null;
    clientName: string;
    organization: string | null;
    siteName: string;
    work: string[];
  };
}

type PriceRow = Pick<
  repo.EstimateRow,
  'productProfit' | 'companyProfit' | 'administrativeExpense' | 'travelCost' | 'travelDistance'
>;

const raised = (amount: Exact, percent: string) => amount.plus(amount.percent(exact(percent)));
const number = (value: string) => plain(exact(value));

/** The lines at the client's prices (pure: the unit tests check them against computeEstimate). */
export function clientLinesOf(
  row: PriceRow,
  products: readonly { productId: number; productName: string; quantity: string; currentPrice: string }[],
  labour: readonly { roleName: string; workHour: string; scale: string }[],
): EstimateClientLine[] {
  const withExpense = (amount: Exact) => raised(amount, row.administrativeExpense);
  const lines: EstimateClientLine[] = products.map((l) => ({
    kind: 'product',
    description: l.productName,
    productId: l.productId,
    quantity: number(l.quantity),
    unitPrice: plain(withExpense(raised(exact(l.currentPrice), row.productProfit))),
  }));
  for (const l of labour) {
    const amount = exact(l.scale).times(exact(l.workHour));
    const hours = number(l.workHour);
    lines.push({
      kind: 'labour',
      description: `Labour: ${l.roleName}, ${hours} ${hours === '1' ? 'hour' : 'hours'}`,
      productId: null,
      quantity: '1',
      unitPrice: plain(withExpense(products.length === 0 ? raised(amount, row.companyProfit) : amount)),
    });
  }
  if (exact(row.travelCost).compare(exact(0)) > 0) {
    lines.push({
      kind: 'travel',
      description: `Travel: ${number(row.travelDistance)} km`,
      productId: null,
      quantity: '1',
      unitPrice: plain(withExpense(exact(row.travelCost))),
    });
  }
  return lines;
}

/** A line of the client's copy of the job card, to the paisa. */
export interface EstimateClientAmount {
  /** The unit price to the paisa (half up). */
  rate: string;
  /** The line's amount to the paisa, so that the lines add up exactly to `value`. */
  amount: string;
}

/**
 * The client's lines to the paisa, for the job card PDF (docs/api.md "What each document shows to whom"):
 * each line's exact amount (unit price × quantity) down to the paisa, then the paise left over to the lines
 * that lost the most, so the printed amounts add up exactly to `value`, the exact base + expense half up to
 * the paisa: the value the job card's discount and GST are taken from.
 */
export function clientAmountsOf(lines: readonly Pick<EstimateClientLine, 'quantity' | 'unitPrice'>[]): {
  lines: EstimateClientAmount[];
  value: string;
} {
  const amounts = lines.map((l) => exact(l.unitPrice).times(exact(l.quantity)));
  const value = amounts.reduce((s, a) => s.plus(a), exact(0));
  const floors = amounts.map((a) => a.round(2, 'floor'));
  let left = value.round(2, 'half-up') - floors.reduce((s, f) => s + f, 0n);
  const byLoss = amounts
    .map((a, i) => ({ i, loss: a.minus(new Exact(floors[i]!, 2)) }))
    .sort((a, b) => b.loss.compare(a.loss) || a.i - b.i);
  const paise = [...floors];
  for (const { i } of byLoss) {
    if (left <= 0n) break;
    paise[i] = paise[i]! + 1n;
    left -= 1n;
  }
  return {
    lines: lines.map((l, i) => ({ rate: fixed2(exact(l.unitPrice)), amount: unitsText(paise[i]!, 2) })),
    value: fixed2(value),
  };
}

/**
 * The estimate at the client's prices, for those who may see it and, once finished, for those who make
 * invoices (invoicedEstimate; anyone else 404).
 */
export async function estimateAtClientPrices(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<EstimateAtClientPrices> {
  const row = await invoicedEstimate(ctx, user, id);
  const [products, labour, header] = await Promise.all([
    repo.productLines(ctx.db, id),
    repo.labourLines(ctx.db, id),
    repo.detailHeader(ctx.db, id),
  ]);
  const figures = figuresOf(row, products, labour);
  return {
    id: row.id,
    status: row.status as EstimateStatus,
    clientId: row.clientId,
    lines: clientLinesOf(row, products, labour),
    discountPercent: row.discount,
    totals: figures.totals,
    totalPaise: figures.total_paise,
    heading: {
      finishedAt: header?.finished_at ?? null,
      clientName: header?.client_name ?? '',
      organization: header?.client_org ?? null,
      siteName: header?.site_name ?? '',
      work: row.work,
    },
  };
}
