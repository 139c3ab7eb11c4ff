import type { ZSendDocumentRequest } from '@aquadesk/shared/documents.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { recordContractSent } from '../../contracts/operations/records.ts';
import { contractPdf } from './contract-pdf.ts';
import { mailDocument } from './send-document.ts';

/**
 * POST /api/send-contract (issue 43 item 2): the contract's PDF mailed to the client with the mail rules
 * every send keeps (send-document.ts mailDocument), then a `sent` line of the contract's history (who, to
 * whom). The sends table holds the six older kinds only, so a contract's sends are its history's lines.
 */
export async function sendContract(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZSendDocumentRequest>,
): Promise<{ id: number; to: string[]; cc: string[] }> {
  const rendered = await contractPdf(ctx, input.id);
  await mailDocument(
    ctx,
    user,
    input,
    { rendered, invoiceId: null, facts: [], cancelled: false },
    rendered.fileName,
  );
  await recordContractSent(ctx, user, input.id, { to: input.to, cc: input.cc });
  return { id: input.id, to: input.to, cc: input.cc };
}
