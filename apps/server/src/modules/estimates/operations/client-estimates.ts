import type { ClientEstimateLink } from '@aquadesk/shared/estimates.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';

/** The client page's work tab (spec 001 §2): at most this many, newest first. */
export const CLIENT_ESTIMATES_MAX = 50;

/** A client's estimates (status and link id), for GET /get_all_client_data. */
export async function estimatesOfClient(ctx: AppContext, clientId: number): Promise<ClientEstimateLink[]> {
  return repo.clientEstimates(ctx.db, clientId, CLIENT_ESTIMATES_MAX);
}
