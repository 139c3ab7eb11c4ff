import type { ProposalDetail } from '@aquadesk/shared/proposals.ts';
import { Button, Group } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';

/**
 * The proposal page's header actions (hidden when printing). Keep every document action here, in one place.
 */
export function ProposalActions({ proposal: _proposal }: { proposal: ProposalDetail }) {
  return (
    <Group gap="xs">
      {/* ── PDF actions: "Download PDF" and "Send to client" go here (issue 14, document pipeline) ── */}
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} aria-hidden />}
        onClick={() => window.print()}
      >
        Print
      </Button>
    </Group>
  );
}
