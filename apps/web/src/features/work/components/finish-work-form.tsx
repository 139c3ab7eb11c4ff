import {
  FINISH_IMAGES_MAX,
  submitNeedsOwner,
  type TaskPersonKind,
  type TaskRow,
  WORK_MESSAGES,
} from '@aquadesk/shared/work.ts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type FinishedWork, FinishWithPhotoForm } from '../../../components/finish-with-photo-form.tsx';
import { shrinkImage } from '../../../lib/shrink-image.ts';
import { finishWork } from '../api.ts';
import { useMoved } from './move-form-helpers.ts';
import { ICONS } from './task-move-kinds.tsx';

export function FinishForm({
  task,
  kinds,
  onClose,
}: {
  task: TaskRow;
  kinds: readonly TaskPersonKind[];
  onClose: () => void;
}) {
  const people = task.users_list.filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i);
  const [progress, setProgress] = useState(0);
  const done = useMoved(task, onClose);
  const finish = useMutation({
    mutationFn: async (v: FinishedWork) => {
      setProgress(0);
      const images = await Promise.all(v.images.map((f) => shrinkImage(f)));
      return finishWork(task, { ...v, images }, setProgress);
    },
    onSuccess: () => done(`Work #${task.id} submitted for review`),
  });
  return (
    <FinishWithPhotoForm
      rules={{
        timeRequired: WORK_MESSAGES.finishTimeRequired,
        photosMax: FINISH_IMAGES_MAX,
        ...(submitNeedsOwner(kinds) ? { ownerRequired: WORK_MESSAGES.ownerRequired } : {}),
      }}
      photoLabel="Photos of the work (optional)"
      owners={people}
      submitLabel="Submit for review"
      submitIcon={ICONS.finish}
      size="md"
      pending={finish.isPending}
      error={finish.error}
      progress={progress}
      onFinish={(v) => finish.mutate(v)}
    />
  );
}
