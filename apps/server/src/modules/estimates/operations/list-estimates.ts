import {
  ESTIMATE_PAGE_MAX,
  ESTIMATE_PICKER_MAX,
  type EstimateListResponse,
  mayPickLabourRole,
  type ZEstimateListQuery,
} from '@aquadesk/shared/estimates.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { productPicks } from '../../products/operations/picks.ts';
import { profitSettings } from '../../profit/operations/profit-settings.ts';
import { sitePicks } from '../../sites/operations/picks.ts';
import * as repo from '../repository.ts';
import { decodeListCursor, encodeListCursor } from '../wire.ts';
import { viewerOf } from './visibility.ts';

/**
 * GET /get-estimate-list (spec 001 §2, §7; docs/api.md "Estimates"): one page of the caller's estimates in
 * the spec's order with how many there are, the profit settings, and the pickers (sites the caller may quote for and products, both
 * capped; the roles the caller may pick, each with its average charge).
 */
export async function listEstimates(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZEstimateListQuery>,
): Promise<EstimateListResponse> {
  const { db } = ctx;
  const viewer = viewerOf(user);
  const limit = input.limit ?? ESTIMATE_PAGE_MAX;
  const cursor = input.cursor ? decodeListCursor(input.cursor, 'cursor') : undefined;
  // issue 41 item 8: every estimate the caller may see (the job card's rule, as the Work screen's Estimate
  // tab), or with `adviser` those the caller advises (made) or those others advise: spec 001 §6's list, which
  // hides the rows whose e-mail is the caller's. In SQL, so pages stay full and the count is the list's.
  const filters: repo.ListFilters = {
    ...input,
    ...(input.adviser === 'me' ? { createdBy: user.id } : {}),
    ...(input.adviser === 'others' ? { hideCreatedBy: user.id } : {}),
  };
  const [rows, total, profit, sites, products, roles] = await Promise.all([
    repo.listPage(db, viewer, filters, limit + 1, cursor),
    repo.listCount(db, viewer, filters),
    profitSettings(ctx),
    sitePicks(db, viewer, input.site_search, ESTIMATE_PICKER_MAX),
    productPicks(db, input.product_search, ESTIMATE_PICKER_MAX),
    repo.rolePicks(db),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    work_estimate: page.map(({ rank: _rank, cursor_at: _at, ...row }) => row),
    next_cursor:
      rows.length > limit && last
        ? encodeListCursor({ rank: last.rank, at: last.cursor_at, id: last.work_estimate_id })
        : null,
    total,
    profit,
    sites,
    products,
    roles: roles.filter((r) => mayPickLabourRole(user, r.name)),
  };
}
