import { seesAllProposals } from '@aquadesk/shared/proposals.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { found } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';

/** spec 001 §6, docs/api.md "Proposals": every proposal role sees all of them; a reseller only their own. */
export function viewerOf(user: AuthUser): repo.ProposalViewer {
  return { id: user.id, seesAll: seesAllProposals(user) };
}

/** The stored proposal, or 404 when it does not exist or the caller may not see it. */
export async function visibleProposal(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<repo.ProposalRow> {
  return found(repo.findVisible(ctx.db, viewerOf(user), id), 'Proposal');
}
