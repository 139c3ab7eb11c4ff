import type { ProposalDetail } from '@aquadesk/shared/proposals.ts';
import { Button, Group, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
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
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
        >
          Print
        </Button>
        <DocumentActions
          kind="proposal"
          id={proposal.id}
          title={`proposal ${proposal.id}`}
          defaultRecipients={proposal.email ? [proposal.email] : []}
          canSend={maySend}
        />
      </Group>
      <DocumentSends kind="proposal" id={proposal.id} />
    </Stack>
  );
}
