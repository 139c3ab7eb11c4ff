import { type BulkResponse, bulkSummary } from '@aquadesk/shared/bulk.ts';
import { Button, Switch } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BulkBar, type BulkOutcome } from '../../../components/bulk-bar.tsx';
import { errorText } from '../../../lib/api-client.ts';
import type { Selection } from '../../../lib/use-selection.ts';
import { approveLeaves, leaveKeys } from '../api.ts';

/**
 * The leave tracker's actions on the ticked pending leaves (issue 41 item 13; docs/api.md "Leave"): Approve or
 * Reject them all, paid or not (unpaid by default, as the single form; Leave Without Pay is never paid). A line
 * says what happened; the decided leaves leave the pending list live (update_edit_leave).
 */
export function LeaveBulkActions({ selection }: { selection: Selection }) {
  const qc = useQueryClient();
  const [paid, setPaid] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome>(null);
  const decide = useMutation({
    mutationFn: (status: 'APPROVE' | 'REJECT') =>
      approveLeaves({ ids: selection.ids, status, is_paid: paid ? 1 : 0 }),
    onMutate: () => setOutcome(null),
    onSuccess: (res: BulkResponse, status) => {
      setOutcome({
        text: bulkSummary(status === 'APPROVE' ? 'Approved' : 'Rejected', 'leave', res),
        ok: res.skipped === 0,
      });
      selection.clear();
      setPaid(false);
      void qc.invalidateQueries({ queryKey: leaveKeys.all });
    },
    onError: (error) => setOutcome({ text: errorText(error) ?? 'Nothing was decided', ok: false }),
  });
  return (
    <BulkBar
      count={selection.ids.length}
      noun="leave"
      onClear={selection.clear}
      outcome={outcome}
      onCloseOutcome={() => setOutcome(null)}
    >
      <Switch label="Paid" checked={paid} onChange={(e) => setPaid(e.currentTarget.checked)} size="sm" />
      <Button
        size="xs"
        color="teal"
        variant="light"
        leftSection={<IconCircleCheck size={14} />}
        loading={decide.isPending && decide.variables === 'APPROVE'}
        disabled={decide.isPending}
        onClick={() => decide.mutate('APPROVE')}
      >
        Approve
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        leftSection={<IconCircleX size={14} />}
        loading={decide.isPending && decide.variables === 'REJECT'}
        disabled={decide.isPending}
        onClick={() => decide.mutate('REJECT')}
      >
        Reject
      </Button>
    </BulkBar>
  );
}
