import { stateOfCode } from '@aquadesk/shared/gst.ts';
import type { ClientStatementResponse } from '@aquadesk/shared/receivables.ts';
import type { AppContext } from '../../../platform/context.ts';
import { statementOfParts, statementParts } from './receivables.ts';

/** What the statement PDF prints (docs/requirements/002-gst.md §8, §13). */
export interface StatementDocument {
  /** With what is due at the period's end by days past due, and what is in the client's favour. */
  statement: ClientStatementResponse;
  /** The client's billing address and state, as the statement's addressee. */
  client: { address: string | null; state: { code: string; name: string } | null };
}

/** The statement of GET /clients/{id}/statement with the client's address. */
export async function statementDocument(
  ctx: AppContext,
  clientId: number,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<StatementDocument> {
  const parts = await statementParts(ctx, clientId, query);
  const code = parts.client.state_code;
  return {
    statement: await statementOfParts(ctx, parts),
    client: {
      address: parts.client.billing_address,
      state: code ? { code, name: stateOfCode(code)?.name ?? code } : null,
    },
  };
}
