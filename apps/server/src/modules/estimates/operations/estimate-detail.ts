import type { EstimateCard, EstimateStatus, ZEstimateIdRequest } from '@aquadesk/shared/estimates.ts';
import { roundToPaisa } from '@aquadesk/shared/money.ts';
import { can } from '@aquadesk/shared/permissions.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';
import { clientCopyOf } from './client-copy.ts';
import { figuresOf } from './figures.ts';
import { visibleEstimate } from './visibility.ts';

/** The approver's signature embedded in the job card (GET /sign/{file} serves only its owner and admins). */
async function signature(ctx: AppContext, file: string | null): Promise<string | null> {
  if (!file) return null;
  const image = await ctx.storage.read('sign', file);
  return image ? `data:${image.contentType};base64,${image.data.toString('base64')}` : null;
}

/**
 * POST /get-estimate-by-id (spec 001 §7; the route sends it with the wire's names): the job card, for its
 * creator, assignees, admins, technical directors and the reseller whose client it is; anyone else 404. Its
 * client copy for all of them; its internal figures (cost, margins, rates per hour) only for those who set
 * margins (issue 41 item 7).
 */
export async function estimateDetail(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZEstimateIdRequest>,
): Promise<EstimateCard> {
  const { db } = ctx;
  await visibleEstimate(ctx, user, input.id);
  const [header, products, labour, assignees] = await Promise.all([
    repo.detailHeader(db, input.id),
    repo.productLines(db, input.id),
    repo.labourLines(db, input.id),
    repo.assignees(db, input.id),
  ]);
  if (!header) throw notFound('Estimate');
  const e = header.estimate;
  const figures = figuresOf(e, products, labour);
  const approve =
    header.approver_name && header.approved_at
      ? { technical_director: header.approver_name, generated_at: header.approved_at }
      : null;
  const heading = {
    id: e.id,
    work: e.work,
    status: e.status as EstimateStatus,
    generated_at: header.generated_at,
    travel_distance: e.travelDistance,
    discount: e.discount,
    remarks: e.remarks,
    sign: await signature(ctx, header.approver_sign),
    site_id: e.siteId,
    site_name: header.site_name,
    client_id: e.clientId,
    client_org: header.client_org,
    client_name: header.client_name,
    client_email: header.client_email,
    client_phone: header.client_phone,
    address_line1: header.address_line1,
    address_line2: header.address_line2,
    city: header.city,
    district: header.district,
    pincode: header.pincode,
    created_by: e.createdBy,
    creator_name: header.creator_name,
    adviser_phone: header.adviser_phone,
    adviser_email: header.adviser_email,
  };
  const workStatus = {
    start_time: header.started_at,
    finish_time: header.finished_at,
    image: e.finishImage ? `/api/addworks/${e.finishImage}` : null,
  };
  const clientCopy = clientCopyOf(e, products, labour, figures.totals);
  if (!can(user, 'margins.view')) {
    return {
      approve,
      assignees,
      work_estimate: heading,
      labour: null,
      products: null,
      work_status: workStatus,
      totals: null,
      client_copy: clientCopy,
    };
  }
  return {
    approve,
    assignees,
    work_estimate: {
      ...heading,
      travel_cost: roundToPaisa(e.travelCost),
      administrative_expense: e.administrativeExpense,
      product_profit: e.productProfit,
      company_profit: e.companyProfit,
    },
    labour: labour.map((l, i) => ({
      id: l.id,
      role_id: l.roleId,
      role: l.roleName,
      scale: l.scale,
      work_hour: l.workHour,
      amount: figures.labour_amounts[i]!,
    })),
    products: products.map((l, i) => ({
      id: l.id,
      product_id: l.productId,
      product: l.productName,
      image: l.image,
      quantity: l.quantity,
      current_price: l.currentPrice,
      amount: figures.product_amounts[i]!,
    })),
    work_status: workStatus,
    totals: figures.totals,
    client_copy: clientCopy,
  };
}
