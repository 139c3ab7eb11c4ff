import { type CallClock, WORKING_HOURS } from '@aquadesk/shared/calls.ts';
import { HOURS_BASIS_LABELS } from '@aquadesk/shared/contracts.ts';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { callKeys, resumeCall, useCallClock, useCallEvents } from '../api.ts';
import { CallPauses } from './call-pauses.tsx';
import { DueLine } from './due-line.tsx';
import { MakeEstimateButton } from './make-estimate-button.tsx';
import { PauseCallModal } from './pause-call-modal.tsx';

/**
 * The work report's SLA clock (issue 43 item 7, docs/requirements/010-calls.md): a maintenance task that is a
 * breakdown call shows its response and resolution due, time left or breached, paused, with Pause / Resume
 * for staff; a call outside any contract says "Chargeable: no contract" and offers Make estimate. Nothing
 * for a task that is no call (a planned visit's).
 */
export function CallClockSection() {
  const { id = '', worktype = '' } = useParams();
  const taskId = Number(id);
  if (!(Number.isInteger(taskId) && taskId > 0 && worktype === 'Maintenance')) return null;
  return <CallClockPanel taskId={taskId} />;
}

/** Re-renders every 30 s, so that "time left" moves. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function CallClockPanel({ taskId }: { taskId: number }) {
  useCallEvents();
  const q = useCallClock(taskId);
  const now = useNow();
  if (!q.data) return null;
  const call = q.data;
  return (
    <Paper withBorder p="md" component="section" aria-label="Breakdown call">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            Breakdown call
          </Title>
          <CallBadges call={call} />
        </Group>
        <Text size="sm" c="dimmed">
          Raised {call.source === 'client' ? 'by the client' : 'by staff'}
        </Text>
        {call.chargeable ? <Chargeable call={call} /> : <Clock call={call} now={now} />}
      </Stack>
    </Paper>
  );
}

function CallBadges({ call }: { call: CallClock }) {
  if (call.chargeable) {
    return (
      <Badge color="orange" variant="light" tt="none">
        Chargeable: no contract
      </Badge>
    );
  }
  return (
    <Group gap="xs">
      {call.paused && (
        <Badge color="yellow" variant="filled" tt="none">
          Paused
        </Badge>
      )}
      {call.contract && (
        <Anchor component={Link} to={`/contracts/${call.contract.id}`} size="sm">
          {call.contract.number ?? `Contract ${call.contract.id}`}
        </Anchor>
      )}
    </Group>
  );
}

function Chargeable({ call }: { call: CallClock }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text size="sm">No active contract covers this site: the call is chargeable.</Text>
      <MakeEstimateButton call={call} />
    </Group>
  );
}

function Clock({ call, now }: { call: CallClock; now: Date }) {
  const basis = call.contract?.hours_basis ?? 'calendar';
  return (
    <>
      <Text size="sm" c="dimmed">
        {call.response_hours} h to respond, {call.resolution_hours} h to resolve ·{' '}
        {HOURS_BASIS_LABELS[basis].toLowerCase()}
        {basis === 'working' &&
          ` (${WORKING_HOURS.days}, ${WORKING_HOURS.opens}:00 to ${WORKING_HOURS.closes}:00 IST)`}
      </Text>
      <DueLine
        label="Response due"
        due={call.response_due}
        doneAt={call.responded_at}
        state={call.response_state}
        paused={call.paused}
        now={now}
      />
      <DueLine
        label="Resolution due"
        due={call.resolution_due}
        doneAt={call.resolved_at}
        state={call.resolution_state}
        paused={call.paused}
        now={now}
      />
      <CallPauses pauses={call.pauses} />
      {call.may_pause && <PauseControls call={call} />}
    </>
  );
}

function PauseControls({ call }: { call: CallClock }) {
  const qc = useQueryClient();
  const [openKey, setOpenKey] = useState(0);
  const [opened, setOpened] = useState(false);
  const resume = useMutation({
    mutationFn: () => resumeCall(call.task_id),
    onSuccess: (saved) => qc.setQueryData(callKeys.clock(call.task_id), saved),
    onError: (e) => notifications.show({ color: 'red', title: 'Not resumed', message: e.message }),
  });
  return (
    <Group>
      {call.paused ? (
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={() => resume.mutate()}
          loading={resume.isPending}
        >
          Resume the clock
        </Button>
      ) : (
        <Button
          variant="default"
          leftSection={<IconPlayerPause size={16} aria-hidden />}
          onClick={() => {
            setOpenKey((k) => k + 1);
            setOpened(true);
          }}
        >
          Pause: waiting for the client
        </Button>
      )}
      <PauseCallModal
        taskId={call.task_id}
        opened={opened}
        openKey={openKey}
        onClose={() => setOpened(false)}
      />
    </Group>
  );
}
