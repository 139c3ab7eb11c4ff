import type { ProposalDetail } from '@aquadesk/shared/proposals.ts';
import { Stack } from '@mantine/core';
import { DocumentActions, DocumentSends } from '../../../components/document-actions.tsx';
import { useCan } from '../../../lib/use-can.ts';

/**
 * The proposal page's header actions (hidden when printing). Keep every document action here, in one place:
 * Print, Download PDF and Send to client (issue 14), with the history of what was sent.
 */
export function ProposalActions({ proposal }: { proposal: ProposalDetail }) {
  const maySend = useCan('proposal.send');
  return (
    <Stack gap="xs" align="flex-end" data-print-hidden>
      <DocumentActions
        kind="proposal"
        id={proposal.id}
        title={`proposal ${proposal.id}`}
        defaultRecipients={proposal.email ? [proposal.email] : []}
        canSend={maySend}
        withPrint
      />
      <DocumentSends kind="proposal" id={proposal.id} />
    </Stack>
  );
}
