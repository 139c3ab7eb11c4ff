import {
  PROPOSAL_LIMITS,
  type ProposalListResponse,
  type TProposalListQuery,
} from '@aquadesk/shared/proposals.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { profitSettings } from '../../profit/operations/profit-settings.ts';
import * as repo from '../repository.ts';
import { viewerOf } from './visibility.ts';

/**
 * GET /get-proposal-list (spec 001 §2, §7): `{ proposal, products, profit }`. The proposals the caller may see
 * (a reseller: their own), paged and searched in SQL; the PROPOSAL products and the current profit settings
 * for the generate form.
 */
export async function listProposals(
  ctx: AppContext,
  user: AuthUser,
  query: TProposalListQuery,
): Promise<ProposalListResponse> {
  const [page, products, profit] = await Promise.all([
    repo.page(ctx.db, viewerOf(user), query),
    repo.proposalProductPicks(ctx.db, PROPOSAL_LIMITS.products),
    profitSettings(ctx),
  ]);
  return { proposal: page.rows, next_cursor: page.next_cursor, total: page.total, products, profit };
}
