import { formatDate } from '@aquadesk/shared/format.ts';
import { LEAVE_DURATIONS, LEAVE_WITHOUT_PAY, type LeaveRecord } from '@aquadesk/shared/leave.ts';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { approveLeave, leaveKeys, putLeave } from '../api.ts';
import { LeaveApplyForm } from './leave-apply-form.tsx';

export type LeaveFormMode =
  | { kind: 'insert' }
  | { kind: 'update'; leave: LeaveRecord }
  | { kind: 'approve'; leave: LeaveRecord };

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{value}</Text>
    </Stack>
  );
}

/** The leave side form in its three modes (spec 000 §2, §4, §5). */
export function LeaveForm({ mode, onClose }: { mode: LeaveFormMode; onClose: () => void }) {
  const qc = useQueryClient();
  // spec 000 §4: unpaid by default, and back to unpaid after each decision
  const [paid, setPaid] = useState<'paid' | 'unpaid'>('unpaid');

  const saved = (leave: LeaveRecord) => {
    putLeave(qc, leave);
    void qc.invalidateQueries({ queryKey: leaveKeys.summary() });
  };
  const failed = (error: unknown) => {
    // spec 000 §8: a failed submit keeps the form; the loader stops
    if (isApiError(error)) notifications.show({ color: 'red', title: 'Not saved', message: error.message });
  };

  const decide = useMutation({
    mutationFn: (status: 'APPROVE' | 'REJECT') =>
      approveLeave({
        id: mode.kind === 'approve' ? mode.leave.id : 0,
        status,
        is_paid: paid === 'paid' ? 1 : 0,
      }),
    onSuccess: (leave) => {
      saved(leave);
      setPaid('unpaid');
      notifications.show({
        color: leave.status === 'APPROVE' ? 'teal' : 'orange',
        message: `${leave.name}'s leave on ${formatDate(leave.leave_date)} was ${leave.status === 'APPROVE' ? 'approved' : 'rejected'}`,
      });
      onClose();
    },
    onError: failed,
  });

  if (mode.kind !== 'approve') {
    return (
      <LeaveApplyForm
        {...(mode.kind === 'update' ? { leave: mode.leave } : {})}
        onSaved={(leaves) => leaves.forEach(saved)}
        onFailed={failed}
        onClose={onClose}
      />
    );
  }

  const l = mode.leave;
  return (
    <Stack gap="md">
      <ReadOnly label="Employee" value={l.name} />
      <ReadOnly label="Leave date" value={formatDate(l.leave_date)} />
      <ReadOnly label="Leave type" value={l.leave_type} />
      <ReadOnly label="Duration" value={LEAVE_DURATIONS[l.half_day] ?? ''} />
      <ReadOnly label="Reason" value={l.reason} />
      {l.leave_type !== LEAVE_WITHOUT_PAY && (
        <Radio.Group label="Pay" value={paid} onChange={(v) => setPaid(v === 'paid' ? 'paid' : 'unpaid')}>
          <Group mt="xs">
            <Radio value="paid" label="Paid Leave" />
            <Radio value="unpaid" label="Unpaid Leave" />
          </Group>
        </Radio.Group>
      )}
      <Group justify="flex-end" mt="md">
        <Button
          color="red"
          variant="light"
          loading={decide.isPending && decide.variables === 'REJECT'}
          disabled={decide.isPending}
          onClick={() => decide.mutate('REJECT')}
        >
          Reject
        </Button>
        <Button
          color="teal"
          loading={decide.isPending && decide.variables === 'APPROVE'}
          disabled={decide.isPending}
          onClick={() => decide.mutate('APPROVE')}
        >
          Approve
        </Button>
      </Group>
    </Stack>
  );
}
