import { formatDate } from '@aquadesk/shared/format.ts';
import {
  LEAVE_DURATIONS,
  LEAVE_MESSAGES,
  LEAVE_REASON_MAX,
  LEAVE_TYPES,
  LEAVE_WITHOUT_PAY,
  type LeaveRecord,
  ZApplyLeaveRequest,
} from '@aquadesk/shared/leave.ts';
import { Autocomplete, Button, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { SuccessPanel } from '../../../components/success-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { applyLeave, approveLeave, leaveKeys, putLeave, updateLeave } from '../api.ts';

export type LeaveFormMode =
  | { kind: 'insert' }
  | { kind: 'update'; leave: LeaveRecord }
  | { kind: 'approve'; leave: LeaveRecord };

/** half_day holds the duration's label (Full Day, First half, Second half); the schema turns it into 0–2. */
type Values = { leave_date: string; half_day: string; leave_type: string; reason: string };

const empty: Values = { leave_date: '', half_day: '', leave_type: '', reason: '' };

function initial(mode: LeaveFormMode): Values {
  if (mode.kind === 'insert') return empty;
  const l = mode.leave;
  return {
    leave_date: l.leave_date,
    half_day: LEAVE_DURATIONS[l.half_day] ?? '',
    leave_type: l.leave_type,
    reason: l.reason,
  };
}

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
  const { form, done, succeed, fail, onSubmit } = useZodForm<Values>({
    initialValues: initial(mode),
    schema: ZApplyLeaveRequest,
  });
  // spec 000 §4: unpaid by default, and back to unpaid after each decision
  const [paid, setPaid] = useState<'paid' | 'unpaid'>('unpaid');

  const saved = (leave: LeaveRecord) => {
    putLeave(qc, leave);
    void qc.invalidateQueries({ queryKey: leaveKeys.summary() });
  };
  const failed = (error: unknown) => {
    // spec 000 §8: a failed submit keeps the form; the loader stops
    if (isApiError(error)) {
      fail(error);
      notifications.show({ color: 'red', title: 'Not saved', message: error.message });
    }
  };

  const save = useMutation({
    mutationFn: (body: { leave_date: string; half_day: number; leave_type: string; reason: string }) =>
      mode.kind === 'update' ? updateLeave({ ...body, id: mode.leave.id }) : applyLeave(body),
    onSuccess: (leave) => {
      saved(leave);
      succeed();
    },
    onError: failed,
  });

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

  if (done) return <SuccessPanel message={LEAVE_MESSAGES.success} onDone={onClose} />;

  if (mode.kind === 'approve') {
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

  const submit = onSubmit((values) => save.mutate(ZApplyLeaveRequest.parse(values)));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput type="date" label="Leave date" required {...form.getInputProps('leave_date')} />
        <Autocomplete
          label="Duration"
          required
          placeholder="Full Day, First half or Second half"
          data={[...LEAVE_DURATIONS]}
          {...form.getInputProps('half_day')}
        />
        <Autocomplete
          label="Leave type"
          required
          placeholder="Annual Leave, Compensatory Off …"
          data={[...LEAVE_TYPES]}
          {...form.getInputProps('leave_type')}
        />
        <Textarea
          label="Reason"
          required
          description={`${form.values.reason.length}/${LEAVE_REASON_MAX}`}
          {...form.getInputProps('reason')}
          styles={{ input: { minHeight: 150 } }}
          autosize
          minRows={6}
        />
        <SubmitRow loading={save.isPending}>
          {mode.kind === 'update' ? 'Update Leave' : 'Apply Leave'}
        </SubmitRow>
      </Stack>
    </form>
  );
}
