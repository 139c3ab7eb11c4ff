import { z } from 'zod';
import { zDecimal, zIdOf } from './validation.ts';

/** spec 001 §5, §9: profit percentages (and the travel charge per km) from 0 to 100. */
export const PROFIT_MESSAGES = {
  range: 'Enter a number from 0 to 100',
  decimals: 'Use at most 2 decimal places',
  saved: 'Profit updated',
} as const;

/**
 * A decimal from 0 to 100 inclusive with at most 2 places (to the paisa), as a number or a decimal string;
 * kept as sent (the canonical text of what was sent, never passed through a binary float sum).
 */
export const zPercent = zDecimal({
  places: 2,
  max: 100,
  messages: {
    number: PROFIT_MESSAGES.range,
    negative: PROFIT_MESSAGES.range,
    max: PROFIT_MESSAGES.range,
    places: PROFIT_MESSAGES.decimals,
  },
});

/** POST /edit-profit-data (spec 001 §5): all four required, each 0 to 100. */
export const ZEditProfitRequest = z.object({
  administrative_expense: zPercent,
  travel_charge: zPercent,
  product_profit: zPercent,
  company_profit: zPercent,
});
export type TEditProfitRequest = z.input<typeof ZEditProfitRequest>;

/** The default-profit settings (spec 001 §3) as decimal strings with 2 places (`"12.50"`). */
export interface ProfitData {
  administrative_expense: string;
  travel_charge: string;
  product_profit: string;
  company_profit: string;
}

/** GET /get-profit-data and POST /edit-profit-data. */
export interface ProfitResponse {
  data: ProfitData;
}

// ——— labour charge rates (issue 41 item 2) ———

/** The most an hour of labour may be charged at (the column's bound, job_roles.charge_rate). */
export const LABOUR_RATE_MAX = 100_000;

export const LABOUR_RATE_MESSAGES = {
  number: 'Enter the charge per hour in rupees, such as 650 or 650.50',
  positive: 'The charge per hour must be more than ₹0; leave it empty for no rate',
  max: `The charge per hour is at most ₹${LABOUR_RATE_MAX.toLocaleString('en-IN')}`,
  places: 'Use at most 2 decimal places (paise)',
  saved: 'Charge rate saved',
} as const;

/**
 * PUT /labour-rates/{id}: the role's charge per hour, or null (empty) to have none. An estimate's labour line
 * then takes it (frozen on the line); without one, the mean pay of the role's holders, as spec 001 says.
 */
export const ZLabourRateRequest = z.object({
  // a number or decimal text; null or empty for none (zDecimal's emptyIsNull), each refusal at the field
  charge_rate: zDecimal({
    places: 2,
    max: LABOUR_RATE_MAX,
    positive: true,
    emptyIsNull: true,
    messages: {
      number: LABOUR_RATE_MESSAGES.number,
      negative: LABOUR_RATE_MESSAGES.positive,
      positive: LABOUR_RATE_MESSAGES.positive,
      max: LABOUR_RATE_MESSAGES.max,
      places: LABOUR_RATE_MESSAGES.places,
    },
  }) as unknown as z.ZodType<string | null, number | string | null>,
});
export type TLabourRateRequest = z.input<typeof ZLabourRateRequest>;

/** The role in the path of PUT /labour-rates/{id}. */
export const ZLabourRateParams = z.object({ id: zIdOf(undefined, 'Role') });

/** One labour role on the Profit screen (internal: pay is shown only to those who set prices). */
export interface LabourRateRow {
  id: number;
  name: string;
  /** The role's charge per hour, or null when it has none. */
  charge_rate: string | null;
  /** The mean pay per hour of its holders with pay (the fallback), or null when none has pay. */
  mean_pay: string | null;
  /** How many people hold the role. */
  holders: number;
}

/** GET /labour-rates: every job role that labour may be charged at (not the client role). */
export interface LabourRatesResponse {
  data: LabourRateRow[];
}
