import type { SessionUser } from '@aquadesk/shared/auth.ts';
import {
  availableMoves,
  FINISH_IMAGES_MAX,
  personKinds,
  RATING_MAX,
  RATING_MIN,
  REVIEW_OUTCOMES,
  type ReviewOutcome,
  submitNeedsOwner,
  type TaskMove,
  type TaskPersonKind,
  type TaskRow,
  WORK_MESSAGES,
} from '@aquadesk/shared/work.ts';
import {
  Button,
  FileButton,
  Group,
  Input,
  Modal,
  MultiSelect,
  Progress,
  Rating,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconCamera,
  IconCheck,
  IconPhoto,
  IconPlayerPlay,
  IconSend,
  IconShare3,
  IconStar,
} from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FileChip } from '../../../components/file-chip.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { LocalTimeInput } from '../../../components/local-time-input.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { localToIso, nowLocal } from '../../../lib/datetime-local.ts';
import { shrinkImage } from '../../../lib/shrink-image.ts';
import { toPrincipal } from '../../../lib/use-can.ts';
import { usePeoplePick } from '../../../lib/use-people-pick.ts';
import { serverSearchProps, staffOption, useKeptOptions } from '../../../lib/use-staff-search.ts';
import {
  fetchWorkPickers,
  finishWork,
  forwardWork,
  reviewWork,
  startWork,
  type TaskRef,
  workKeys,
} from '../api.ts';

/** The dialogs of a task's moves (spec 001 §2 panels forward, review, submit, confirm). */
export type MoveDialog = 'forward' | 'start' | 'finish' | 'review';

const TITLES: Record<MoveDialog, string> = {
  forward: 'Forward work',
  start: 'Start work',
  finish: 'Submit work',
  review: 'Review work',
};

/** The dialogs for the moves a viewer may make now (approve and reopen are one Review dialog). */
export function dialogsOf(moves: readonly TaskMove[]): MoveDialog[] {
  const out: MoveDialog[] = [];
  for (const m of moves) {
    const d: MoveDialog = m === 'approve' || m === 'reopen' ? 'review' : m;
    if (!out.includes(d)) out.push(d);
  }
  return out;
}

/** Who the signed-in user is to a list row (the report says it itself). */
export function kindsOf(row: TaskRow, user: SessionUser | null): TaskPersonKind[] {
  if (!user) return ['stranger'];
  return personKinds(
    { ...toPrincipal(user), id: user.id },
    {
      adviserId: row.adviser_id,
      assigneeIds: row.users_list.filter((p) => p.type === 'direct').map((p) => p.id),
      forwardedIds: row.users_list.filter((p) => p.type === 'forwarded').map((p) => p.id),
    },
  );
}

export function rowDialogs(row: TaskRow, user: SessionUser | null): MoveDialog[] {
  return dialogsOf(availableMoves(kindsOf(row, user), row.status));
}

const ICONS: Record<MoveDialog, ReactNode> = {
  forward: <IconShare3 size={16} aria-hidden />,
  start: <IconPlayerPlay size={16} aria-hidden />,
  finish: <IconSend size={16} aria-hidden />,
  review: <IconStar size={16} aria-hidden />,
};
const LABELS: Record<MoveDialog, string> = {
  forward: 'Forward',
  start: 'Start',
  finish: 'Submit',
  review: 'Review',
};

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

function errorText(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The failure above the fields: none when the server named a field the form shows (it is shown there). */
function formErrorOf(error: unknown, shownFields: readonly string[]): string | null {
  return Object.keys(fieldErrorsOf(error)).some((f) => shownFields.includes(f)) ? null : errorText(error);
}

function useMoved(task: TaskRef, onClose: () => void) {
  const qc = useQueryClient();
  return (message: string) => {
    notifications.show({ color: 'teal', message });
    void qc.invalidateQueries({ queryKey: workKeys.report(task.id, task.worktype) });
    void qc.invalidateQueries({ queryKey: workKeys.tasks() });
    onClose();
  };
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

function ForwardForm({ task, onClose }: { task: TaskRow; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const pickers = useQuery({
    queryKey: workKeys.pickers(q),
    queryFn: ({ signal }) => fetchWorkPickers(q, signal),
    placeholderData: keepPreviousData,
  });
  const {
    picked,
    setPicked,
    error: localError,
    setError: setLocalError,
    onSubmit,
  } = usePeoplePick(WORK_MESSAGES.forwardEmployeeRequired);
  const done = useMoved(task, onClose);
  const forward = useMutation({
    mutationFn: (ids: number[]) => forwardWork(task, ids),
    onSuccess: () => done(`Work #${task.id} forwarded`),
  });
  const onTask = new Set(task.users_list.map((p) => p.id));
  const found = (pickers.data?.employees ?? []).filter((e) => !onTask.has(e.id)).map((e) => staffOption(e));
  // the chosen ones stay listed when a new search no longer finds them
  const { options, remember } = useKeptOptions(found, picked);
  const fieldErrors = fieldErrorsOf(forward.error);
  return (
    <form noValidate onSubmit={onSubmit((ids) => forward.mutate(ids))}>
      <Stack gap="sm">
        <FormError message={formErrorOf(forward.error, ['users_id'])} />
        <MultiSelect
          size="md"
          label="Forward to"
          placeholder={pickers.isPending ? 'Loading employees…' : 'Search and pick employees'}
          required
          {...serverSearchProps({ search, setSearch })}
          data={options}
          value={picked}
          onChange={(ids) => {
            remember(ids);
            setPicked(ids);
            if (ids.length > 0) setLocalError(null);
          }}
          error={localError ?? fieldErrors.users_id}
          nothingFoundMessage="No employee found"
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="sm" c="dimmed">
          Forwarded employees join the task and can start, submit and comment on it.
        </Text>
        <Button type="submit" loading={forward.isPending} leftSection={ICONS.forward}>
          Forward
        </Button>
      </Stack>
    </form>
  );
}

/** A photo upload's progress, and what to do when it failed. */
function UploadState({ progress, uploading }: { progress: number; uploading: boolean }) {
  if (!uploading) return null;
  const pct = Math.round(progress * 100);
  return (
    <Stack gap={4} aria-live="polite">
      <Progress value={pct} size="lg" striped animated aria-label="Upload progress" />
      <Text size="xs" c="dimmed">
        {pct < 100 ? `Uploading… ${pct}%` : 'Saving…'}
      </Text>
    </Stack>
  );
}

function StartForm({ task, onClose }: { task: TaskRef; onClose: () => void }) {
  // spec 001 §5: a time, or in image mode a photo instead
  const [mode, setMode] = useState<'time' | 'image'>('time');
  const [time, setTime] = useState(nowLocal);
  const [photo, setPhoto] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [localError, setLocalError] = useState<{ time?: string; image?: string }>({});
  const done = useMoved(task, onClose);
  const start = useMutation({
    mutationFn: async (v: { time: string } | { image: File }) => {
      setProgress(0);
      if ('image' in v) return startWork(task, { image: await shrinkImage(v.image) }, setProgress);
      return startWork(task, v);
    },
    onSuccess: () => done(`Work #${task.id} started`),
  });
  const fieldErrors = fieldErrorsOf(start.error);
  const formError = formErrorOf(start.error, ['time', 'image']);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (mode === 'time') {
          const iso = localToIso(time);
          if (!iso) return setLocalError({ time: WORK_MESSAGES.startTimeRequired });
          setLocalError({});
          start.mutate({ time: iso });
        } else {
          if (!photo) return setLocalError({ image: WORK_MESSAGES.startTimeOrImage });
          setLocalError({});
          start.mutate({ image: photo });
        }
      }}
    >
      <Stack gap="sm">
        <FormError message={formError} />
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(v) => setMode(v === 'image' ? 'image' : 'time')}
          data={[
            { value: 'time', label: 'With a time' },
            { value: 'image', label: 'With a photo' },
          ]}
          aria-label="How to confirm the start"
        />
        {mode === 'time' ? (
          <LocalTimeInput
            size="md"
            label="Start time"
            value={time}
            onChange={setTime}
            error={localError.time ?? fieldErrors.time}
          />
        ) : (
          <PhotoPicker
            label="Photo on site"
            description="The start time is when the photo arrives."
            files={photo ? [photo] : []}
            max={1}
            onChange={(files) => setPhoto(files[0] ?? null)}
            error={localError.image ?? fieldErrors.image}
          />
        )}
        <UploadState progress={progress} uploading={start.isPending && mode === 'image'} />
        <Button type="submit" size="md" loading={start.isPending} leftSection={ICONS.start}>
          {start.isError ? 'Try again' : 'Start'}
        </Button>
      </Stack>
    </form>
  );
}

/** Take a photo with the camera or pick some; each shown by name with a remove button. */
function PhotoPicker({
  label,
  description,
  files,
  max,
  onChange,
  error,
}: {
  label: string;
  description?: string;
  files: readonly File[];
  max: number;
  onChange: (files: File[]) => void;
  error?: string | undefined;
}) {
  const add = (picked: File | File[] | null) => {
    const list = picked === null ? [] : Array.isArray(picked) ? picked : [picked];
    onChange([...files, ...list].slice(-max));
  };
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="xs" mt={4}>
        <Group gap="xs" grow>
          <FileButton onChange={add} accept="image/*" capture="environment">
            {(props) => (
              <Button {...props} variant="light" size="md" leftSection={<IconCamera size={18} aria-hidden />}>
                Take photo
              </Button>
            )}
          </FileButton>
          <FileButton onChange={add} accept="image/*" multiple={max > 1}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="md"
                leftSection={<IconPhoto size={18} aria-hidden />}
              >
                From files
              </Button>
            )}
          </FileButton>
        </Group>
        {files.map((f, i) => (
          <FileChip
            key={`${f.name}-${f.size}-${f.lastModified}`}
            file={f}
            removeLabel={`Remove ${f.name}`}
            onRemove={() => onChange(files.filter((_, j) => j !== i))}
          />
        ))}
        {files.length > 0 && max > 1 && (
          <Text size="xs" c="dimmed">
            {files.length} of at most {max} photos
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

function FinishForm({
  task,
  kinds,
  onClose,
}: {
  task: TaskRow;
  kinds: readonly TaskPersonKind[];
  onClose: () => void;
}) {
  const needsOwner = submitNeedsOwner(kinds);
  const people = task.users_list.filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i);
  const [time, setTime] = useState(nowLocal);
  const [photos, setPhotos] = useState<File[]>([]);
  const [owner, setOwner] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [localError, setLocalError] = useState<{ time?: string; owner_id?: string }>({});
  const done = useMoved(task, onClose);
  const finish = useMutation({
    mutationFn: async (v: { time: string; images: File[]; owner_id: number | null }) => {
      setProgress(0);
      const images = await Promise.all(v.images.map((f) => shrinkImage(f)));
      return finishWork(task, { ...v, images }, setProgress);
    },
    onSuccess: () => done(`Work #${task.id} submitted for review`),
  });
  const fieldErrors = fieldErrorsOf(finish.error);
  const formError = formErrorOf(finish.error, ['time', 'images', 'owner_id']);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const iso = localToIso(time);
        const errors = {
          ...(iso ? {} : { time: WORK_MESSAGES.finishTimeRequired }),
          ...(needsOwner && !owner ? { owner_id: WORK_MESSAGES.ownerRequired } : {}),
        };
        setLocalError(errors);
        if (!iso || errors.owner_id) return;
        finish.mutate({ time: iso, images: photos, owner_id: owner ? Number(owner) : null });
      }}
    >
      <Stack gap="sm">
        <FormError message={formError} />
        {formError && (
          <Text size="sm" c="dimmed">
            Your time and photos are kept: press Try again to send them once more.
          </Text>
        )}
        <LocalTimeInput
          size="md"
          label="Finish time"
          value={time}
          onChange={setTime}
          error={localError.time ?? fieldErrors.time}
        />
        {needsOwner && (
          <Select
            size="md"
            label="Work done by"
            required
            placeholder="Choose the employee"
            data={people.map((p) => ({ value: String(p.id), label: p.name }))}
            value={owner}
            onChange={setOwner}
            error={localError.owner_id ?? fieldErrors.owner_id}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <PhotoPicker
          label="Photos of the work (optional)"
          files={photos}
          max={FINISH_IMAGES_MAX}
          onChange={setPhotos}
          error={fieldErrors.images}
        />
        <UploadState progress={progress} uploading={finish.isPending} />
        <Button type="submit" size="md" color="teal" loading={finish.isPending} leftSection={ICONS.finish}>
          {finish.isError ? 'Try again' : 'Submit for review'}
        </Button>
      </Stack>
    </form>
  );
}

function ReviewForm({ task, onClose }: { task: TaskRef; onClose: () => void }) {
  const [rating, setRating] = useState(0);
  const [outcome, setOutcome] = useState<ReviewOutcome>('APPROVED');
  const [comment, setComment] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const done = useMoved(task, onClose);
  const review = useMutation({
    mutationFn: () => reviewWork({ ...task, rating, status: outcome, comment }),
    onSuccess: () =>
      done(outcome === 'APPROVED' ? `Work #${task.id} approved and finished` : `Work #${task.id} reopened`),
  });
  const fieldErrors = fieldErrorsOf(review.error);
  const formError = formErrorOf(review.error, ['rating', 'status', 'comment']);
  const ratingError = localError ?? fieldErrors.rating;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (rating < RATING_MIN || rating > RATING_MAX) return setLocalError(WORK_MESSAGES.ratingRange);
        setLocalError(null);
        review.mutate();
      }}
    >
      <Stack gap="sm">
        <FormError message={formError} />
        <Input.Wrapper label="Rating" required error={ratingError}>
          <Rating
            mt={4}
            size="xl"
            count={RATING_MAX}
            getSymbolLabel={(v) => (v === 1 ? '1 star' : `${v} stars`)}
            value={rating}
            onChange={(v) => {
              setRating(v);
              setLocalError(null);
            }}
            aria-label="Rating"
          />
        </Input.Wrapper>
        <Input.Wrapper label="Outcome" required error={fieldErrors.status}>
          <SegmentedControl
            mt={4}
            fullWidth
            value={outcome}
            onChange={(v) => setOutcome(REVIEW_OUTCOMES.find((o) => o === v) ?? 'APPROVED')}
            data={[
              { value: 'APPROVED', label: 'Approve (finish)' },
              { value: 'REOPENED', label: 'Reopen' },
            ]}
            color={outcome === 'APPROVED' ? 'teal' : 'orange'}
            aria-label="Outcome"
          />
        </Input.Wrapper>
        <Textarea
          size="md"
          label="Comment"
          autosize
          minRows={3}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          error={fieldErrors.comment}
        />
        <Button
          type="submit"
          size="md"
          color={outcome === 'APPROVED' ? 'teal' : 'orange'}
          loading={review.isPending}
          leftSection={<IconCheck size={16} aria-hidden />}
        >
          {outcome === 'APPROVED' ? 'Approve' : 'Reopen'}
        </Button>
      </Stack>
    </form>
  );
}
