import { CALL_LIMITS, type CallClock, ZPauseCallRequest } from '@aquadesk/shared/calls.ts';
import { useQueryClient } from '@tanstack/react-query';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { useModalForm } from '../../../lib/use-modal-form.ts';
import { callKeys, pauseCall } from '../api.ts';

/** Pause a call's clock while it waits for the client, with the reason (POST /api/calls/{taskId}/pause). */
export function PauseCallModal(props: {
  taskId: number;
  opened: boolean;
  openKey: number;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const form = useModalForm({
    initialValues: { reason: '' },
    schema: ZPauseCallRequest,
    openKey: props.openKey,
    save: (v) => pauseCall(props.taskId, { reason: v.reason.trim() }),
    onSaved: (saved: CallClock) => {
      qc.setQueryData(callKeys.clock(props.taskId), saved);
      props.onClose();
    },
  });
  return (
    <ReasonModal
      opened={props.opened}
      onClose={props.onClose}
      title="Pause the SLA clock"
      name="Pause the call"
      intro="While the call waits for the client, its time does not count. Resume it when the wait is over."
      dimmed
      form={form}
      reason={{ maxLength: CALL_LIMITS.reason, maxRows: 4, props: form.inputProps('reason') }}
      submitLabel="Pause"
    />
  );
}
