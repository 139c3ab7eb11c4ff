import { type EstimateClientDetail, isEstimateDirector, maySelfApprove } from '@aquadesk/shared/estimates.ts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconFlag, IconPencil, IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session-store.ts';
import { usePrincipal } from '../../../lib/use-can.ts';
import { estimateKeys, selfApproveEstimate, startEstimate } from '../api.ts';
import type { MoveForm } from './estimate-move-forms.tsx';

/**
 * The job card's moves (spec 001 §4, §6): Approve and Edit for directors while NOT CONFIRM, Self Approve for
 * a creator without approve rights, Start and Finish for directors and assignees; never printed.
 */
export function JobCardMoves({
  estimate: e,
  assignees,
  onForm,
}: {
  estimate: EstimateClientDetail;
  assignees: readonly { id: number }[];
  onForm: (form: MoveForm) => void;
}) {
  const user = useSession();
  const principal = usePrincipal();
  const qc = useQueryClient();
  const director = principal !== null && isEstimateDirector(principal);
  const mayWork = director || (user !== null && assignees.some((a) => a.id === user.id));
  const selfApprove =
    principal !== null && user !== null && maySelfApprove({ ...principal, id: user.id }, e.created_by);

  const moved = (verb: string) => () => {
    notifications.show({ color: 'teal', message: `Estimate ${e.id} ${verb}` });
    void qc.invalidateQueries({ queryKey: estimateKeys.detail(e.id) });
    void qc.invalidateQueries({ queryKey: estimateKeys.lists() });
  };
  const start = useMutation({ mutationFn: () => startEstimate(e.id), onSuccess: moved('started') });
  const self = useMutation({ mutationFn: () => selfApproveEstimate(e.id), onSuccess: moved('approved') });
  const moveError = start.error ?? self.error;

  const actions: ReactNode[] = [];
  if (e.status === 'NOT CONFIRM' && director) {
    actions.push(
      <Button
        key="approve"
        color="teal"
        leftSection={<IconCheck size={16} aria-hidden />}
        onClick={() => onForm('approve')}
      >
        Approve
      </Button>,
      <Button
        key="edit"
        variant="light"
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={() => onForm('edit')}
      >
        Edit
      </Button>,
    );
  }
  if (e.status === 'NOT CONFIRM' && selfApprove) {
    actions.push(
      <Button key="self" color="teal" loading={self.isPending} onClick={() => self.mutate()}>
        Self Approve
      </Button>,
    );
  }
  if (e.status === 'APPROVED' && mayWork) {
    actions.push(
      <Button
        key="start"
        leftSection={<IconPlayerPlay size={16} aria-hidden />}
        loading={start.isPending}
        onClick={() => start.mutate()}
      >
        Start
      </Button>,
    );
  }
  if (e.status === 'IN PROGRESS' && mayWork) {
    actions.push(
      <Button
        key="finish"
        color="teal"
        leftSection={<IconFlag size={16} aria-hidden />}
        onClick={() => onForm('finish')}
      >
        Finish
      </Button>,
    );
  }
  return (
    <Stack gap="xs" data-print-hidden>
      <Group gap="xs">{actions}</Group>
      {moveError && (
        <Alert color="red" variant="light" role="alert">
          {moveError.message}
        </Alert>
      )}
    </Stack>
  );
}
