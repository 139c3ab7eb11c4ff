import { z } from 'zod';
import { zDecimal } from './validation.ts';

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
