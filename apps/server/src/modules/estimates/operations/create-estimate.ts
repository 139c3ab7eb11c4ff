import {
  ESTIMATE_LIMITS,
  ESTIMATE_MESSAGES,
  isEstimateDirector,
  mayPickLabourRole,
  type ZCreateEstimateRequest,
} from '@aquadesk/shared/estimates.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { compareAmounts, computeEstimate, sumAmounts } from '@aquadesk/shared/money.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { badRequest, fieldError, found } from '../../../platform/errors.ts';
import { profitSettings } from '../../profit/service.ts';
import { publishEstimate, storedFigures, viewerOf } from '../access.ts';
import * as repo from '../repository.ts';

type CreateInput = z.output<typeof ZCreateEstimateRequest>;

/** spec 001 §5: a line named twice sums its quantity or hours; the first index names it in errors. */
function merge<T>(lines: readonly T[], key: (l: T) => number, amount: (l: T) => string) {
  const merged = new Map<number, { index: number; amounts: string[] }>();
  lines.forEach((line, index) => {
    const entry = merged.get(key(line)) ?? { index, amounts: [] };
    entry.amounts.push(amount(line));
    merged.set(key(line), entry);
  });
  return [...merged].map(([id, { index, amounts }]) => ({ id, index, amount: sumAmounts(amounts) }));
}

/**
 * POST /estimate_generater (spec 001 §5, §9; docs/api.md "Estimates", "Money"): the server prices every
 * line itself, freezes each product price and role rate on its line and stores every computed figure.
 */
export async function createEstimate(
  ctx: AppContext,
  user: AuthUser,
  input: CreateInput,
): Promise<{ work_estimate_id: number }> {
  const { db } = ctx;
  const viewer = viewerOf(user);
  const site = await found(repo.pickableSite(db, viewer, input.site_id), 'Site');

  // spec 001 §6: discount and administrative expense count only from admin or technical director, who must give them
  const director = isEstimateDirector(user);
  if (director) {
    const errors: Record<string, string> = {};
    if (input.discount === undefined) errors.discount = MESSAGES.required;
    if (input.administrative_expense === undefined) errors.administrative_expense = MESSAGES.required;
    const messages = Object.values(errors);
    if (messages.length > 0) {
      throw badRequest(messages.length > 1 ? 'Please correct the highlighted fields' : messages[0]!, errors);
    }
  }

  const productLines = merge(
    input.products,
    (l) => l.id,
    (l) => l.quantity,
  );
  const labourLines = merge(
    input.labour,
    (l) => l.role_id,
    (l) => l.work_hour,
  );
  const [catalogue, roles, profit] = await Promise.all([
    repo.productsByIds(
      db,
      productLines.map((l) => l.id),
    ),
    repo.rolesByIds(
      db,
      labourLines.map((l) => l.id),
    ),
    profitSettings(ctx),
  ]);
  const products = productLines.map((line) => {
    const product = catalogue.find((p) => p.id === line.id);
    if (!product) throw fieldError(`products.${line.index}.id`, ESTIMATE_MESSAGES.unknownProduct);
    return {
      productId: product.id,
      productName: product.name,
      image: product.image,
      quantity: line.amount,
      currentPrice: product.price,
    };
  });
  const labour = labourLines.map((line) => {
    const role = roles.find((r) => r.id === line.id);
    // spec 001 §6: a role the caller may not pick is as unknown to them as a missing one
    if (!role || !mayPickLabourRole(user, role.name)) {
      throw fieldError(`labour.${line.index}.role_id`, ESTIMATE_MESSAGES.unknownRole);
    }
    return { roleId: role.id, roleName: role.name, workHour: line.amount, scale: role.average_charge };
  });
  const administrativeExpense = director ? input.administrative_expense! : profit.administrative_expense;
  const discount = director ? input.discount! : '0';
  const result = computeEstimate({
    products: products.map((l) => ({ price: l.currentPrice, quantity: l.quantity })),
    labour: labour.map((l) => ({ rate: l.scale, hours: l.workHour })),
    profit,
    travel: { distanceKm: input.travel_distance },
    administrativeExpensePercent: administrativeExpense,
    discountPercent: discount,
  });
  // issue 28 item 7: every line is bounded, but prices come from the catalogue; the total stays within
  // ₹1,000 crore, named at its largest part
  if (compareAmounts(result.totals.total, ESTIMATE_LIMITS.total) > 0) {
    const parts = [
      ['products', result.totals.products],
      ['labour', result.totals.labour],
      ['travel_distance', result.totals.travel],
    ] as const;
    const largest = parts.reduce((a, b) => (compareAmounts(b[1], a[1]) > 0 ? b : a));
    throw fieldError(largest[0], ESTIMATE_MESSAGES.totalTooLarge);
  }

  const id = await db.transaction((tx) =>
    repo.insertEstimate(
      tx,
      {
        siteId: site.id,
        clientId: site.clientId,
        createdBy: user.id,
        resellerId: site.resellerId,
        work: input.work,
        remarks: input.remarks,
        travelDistance: input.travel_distance,
        travelCharge: profit.travel_charge,
        productProfit: profit.product_profit,
        companyProfit: profit.company_profit,
        administrativeExpense,
        discount,
        ...storedFigures(result),
      },
      products,
      labour,
    ),
  );
  await publishEstimate(ctx, EVENTS.weAdd, id);
  return { work_estimate_id: id };
}
