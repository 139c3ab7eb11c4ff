import type { TaskPersonKind, TaskRow } from '@aquadesk/shared/work.ts';
import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { FinishForm } from './finish-work-form.tsx';
import { ForwardForm } from './forward-work-form.tsx';
import { ReviewForm } from './review-work-form.tsx';
import { StartForm } from './start-work-form.tsx';
import { ICONS, LABELS, type MoveDialog, TITLES } from './task-move-kinds.tsx';

/** The move buttons of a task, for those allowed only. */
export function TaskMoveButtons({
  dialogs,
  onPick,
  size = 'sm',
  taskLabel,
}: {
  dialogs: readonly MoveDialog[];
  onPick: (d: MoveDialog) => void;
  size?: 'xs' | 'sm' | 'md';
  /** Names the task in the buttons' accessible names when a list shows many. */
  taskLabel?: string;
}) {
  return (
    <>
      {dialogs.map((d) => (
        <Button
          key={d}
          size={size}
          variant={d === 'forward' ? 'default' : 'light'}
          color={d === 'review' ? 'teal' : undefined}
          leftSection={ICONS[d]}
          onClick={() => onPick(d)}
          aria-label={taskLabel ? `${LABELS[d]} ${taskLabel}` : undefined}
        >
          {LABELS[d]}
        </Button>
      ))}
    </>
  );
}

/** One move's dialog over the list or the report (a full-screen sheet on a phone). */
export function TaskMoveDialog({
  task,
  dialog,
  kinds,
  onClose,
}: {
  task: TaskRow;
  dialog: MoveDialog | null;
  kinds: readonly TaskPersonKind[];
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const ref = { id: task.id, worktype: task.worktype };
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={dialog ? `${TITLES[dialog]} · ${task.worktype} #${task.id}` : ''}
      fullScreen={phone}
      size="lg"
      styles={{ title: { fontWeight: 650 } }}
    >
      {dialog === 'forward' && <ForwardForm task={task} onClose={onClose} />}
      {dialog === 'start' && <StartForm task={ref} onClose={onClose} />}
      {dialog === 'finish' && <FinishForm task={task} kinds={kinds} onClose={onClose} />}
      {dialog === 'review' && <ReviewForm task={ref} onClose={onClose} />}
    </Modal>
  );
}
