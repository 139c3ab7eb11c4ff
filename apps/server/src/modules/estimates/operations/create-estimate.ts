import {
  ESTIMATE_LIMITS,
  ESTIMATE_MESSAGES,
  isEstimateDirector,
  mayPickLabourRole,
  type ZCreateEstimateRequest,
} from '@aquadesk/shared/estimates.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { compareAmounts, computeEstimate, sumAmounts } from '@aquadesk/shared/money.ts';
import { NOTIFICATION_TITLES } from '@aquadesk/shared/notifications.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { type FieldErrors, fieldError, found, throwIfInvalid } from '../../../platform/errors.ts';
import { notifyRoles, publishNotifications, rolesOfAction } from '../../notifications/operations/notify.ts';
import { productPicksByIds } from '../../products/operations/picks.ts';
import { profitSettings } from '../../profit/operations/profit-settings.ts';
import * as sitePicking from '../../sites/operations/picks.ts';
import * as repo from '../repository.ts';
import { publishEstimate } from './events.ts';
import { storedFigures } from './figures.ts';
import { viewerOf } from './visibility.ts';

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
 * The checks of a new estimate beyond its schema, on whichever fields are given (spec 001 §5, §6): the
 * discount and expense an admin or technical director must give, products of the catalogue, labour roles
 * the caller may pick. Every failing field is named (the route runs this too when the schema fails,
 * docs/api.md "Validation errors"). A product or role named twice is named at its first line.
 */
export async function checkEstimateFields(ctx: AppContext, user: AuthUser, input: Partial<CreateInput>) {
  const errors: FieldErrors = {};
  // spec 001 §6: discount and administrative expense count only from admin or technical director, who must give them
  if (isEstimateDirector(user)) {
    if (input.discount === undefined) errors.discount = MESSAGES.required;
    if (input.administrative_expense === undefined) errors.administrative_expense = MESSAGES.required;
  }
  const productIds = [...new Set((input.products ?? []).map((l) => l.id))];
  const roleIds = [...new Set((input.labour ?? []).map((l) => l.role_id))];
  const [catalogue, roles] = await Promise.all([
    productIds.length ? productPicksByIds(ctx.db, productIds) : [],
    roleIds.length ? repo.rolesByIds(ctx.db, roleIds) : [],
  ]);
  (input.products ?? []).forEach((line, index) => {
    if (!catalogue.some((p) => p.id === line.id))
      errors[`products.${index}.id`] ??= ESTIMATE_MESSAGES.unknownProduct;
  });
  (input.labour ?? []).forEach((line, index) => {
    const role = roles.find((r) => r.id === line.role_id);
    // spec 001 §6: a role the caller may not pick is as unknown to them as a missing one
    if (!role || !mayPickLabourRole(user, role.name)) {
      errors[`labour.${index}.role_id`] ??= ESTIMATE_MESSAGES.unknownRole;
    } else if (!role.priced) {
      // issue 41 item 2: never an hour at ₹0.00 because nobody set what it is charged at
      errors[`labour.${index}.role_id`] ??= ESTIMATE_MESSAGES.unpricedRole(role.name);
    }
  });
  return { errors, catalogue, roles };
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
  const site = await found(sitePicking.pickableSite(db, viewer, input.site_id), 'Site');
  const director = isEstimateDirector(user);
  const checked = await checkEstimateFields(ctx, user, input);
  throwIfInvalid(checked.errors);
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
  const profit = await profitSettings(ctx);
  const products = productLines.map((line) => {
    const product = checked.catalogue.find((p) => p.id === line.id)!;
    return {
      productId: product.id,
      productName: product.product_name,
      image: product.image,
      quantity: line.amount,
      currentPrice: product.price,
    };
  });
  const labour = labourLines.map((line) => {
    const role = checked.roles.find((r) => r.id === line.id)!;
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

  const { id, notified } = await db.transaction(async (tx) => {
    const id = await repo.insertEstimate(
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
    );
    // docs/api.md "Notifications": a new estimate waits for those who approve estimates (but its creator)
    const notified = await notifyRoles(tx, user.id, rolesOfAction('estimate.approve'), {
      kind: 'estimate_approval',
      title: NOTIFICATION_TITLES.estimateApproval(user.name, id, site.siteName),
      link: `/work-estimate/${id}`,
      subjectId: id,
    });
    return { id, notified };
  });
  await publishNotifications(ctx, notified);
  await publishEstimate(ctx, EVENTS.weAdd, id);
  return { work_estimate_id: id };
}
