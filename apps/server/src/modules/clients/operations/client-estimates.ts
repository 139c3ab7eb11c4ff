import type { ClientEstimateLink } from '@aquadesk/shared/estimates.ts';
import type { AppContext } from '../../../platform/context.ts';

/**
 * What the client page reads of the client's job cards (its assessments): the estimates domain keeps them
 * and depends on clients (a job card's invoice takes the client's tax identity), so it hands this reader
 * over when the modules are registered (modules/index.ts) instead of clients importing estimates: the two
 * import one way.
 */
export type ClientEstimatesReader = (ctx: AppContext, clientId: number) => Promise<ClientEstimateLink[]>;

let reader: ClientEstimatesReader | null = null;

/** Wired once, by modules/index.ts, with the estimates domain's reader. */
export function provideClientEstimates(provided: ClientEstimatesReader): void {
  reader = provided;
}

/** The client's job cards as the client page links them. */
export function clientEstimates(ctx: AppContext, clientId: number): Promise<ClientEstimateLink[]> {
  if (!reader) throw new Error("a client's estimates are not provided (modules/index.ts registerModules)");
  return reader(ctx, clientId);
}
