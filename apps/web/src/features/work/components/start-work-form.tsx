import { zStartForm } from '@aquadesk/shared/finish.ts';
import { WORK_MESSAGES } from '@aquadesk/shared/work.ts';
import { Button, SegmentedControl, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { LocalTimeInput } from '../../../components/local-time-input.tsx';
import { PhotoPicker } from '../../../components/photo-picker.tsx';
import { UploadState } from '../../../components/upload-state.tsx';
import { fieldErrorsOf, formErrorOf } from '../../../lib/api-client.ts';
import { localToIso, nowLocal } from '../../../lib/datetime-local.ts';
import { shrinkImage } from '../../../lib/shrink-image.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { startWork, type TaskRef } from '../api.ts';
import { useMoved } from './move-form-helpers.ts';
import { ICONS } from './task-move-kinds.tsx';

const START_SCHEMA = zStartForm({
  timeRequired: WORK_MESSAGES.startTimeRequired,
  photoRequired: WORK_MESSAGES.startTimeOrImage,
});

interface StartValues extends Record<string, unknown> {
  mode: 'time' | 'image';
  time: string;
  images: File[];
}

/** Start: a time, or in photo mode a photo instead (spec 001 §5). */
export function StartForm({ task, onClose }: { task: TaskRef; onClose: () => void }) {
  const [progress, setProgress] = useState(0);
  const { form, onSubmit } = useZodForm<StartValues>({
    initialValues: { mode: 'time', time: nowLocal(), images: [] },
    schema: START_SCHEMA,
  });
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
  const values = form.getValues();
  const own = (field: 'time' | 'images') => {
    const e = form.errors[field];
    return typeof e === 'string' ? e : undefined;
  };
  const submit = onSubmit((v) => {
    const [photo] = v.images;
    if (v.mode === 'image' && photo) return start.mutate({ image: photo });
    const time = localToIso(v.time);
    if (time) start.mutate({ time });
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <FormError message={formError} />
        <SegmentedControl
          fullWidth
          value={values.mode}
          onChange={(v) => form.setFieldValue('mode', v === 'image' ? 'image' : 'time')}
          data={[
            { value: 'time', label: 'With a time' },
            { value: 'image', label: 'With a photo' },
          ]}
          aria-label="How to confirm the start"
        />
        {values.mode === 'time' ? (
          <LocalTimeInput
            size="md"
            label="Start time"
            value={values.time}
            onChange={(time) => form.setFieldValue('time', time)}
            error={own('time') ?? fieldErrors.time}
          />
        ) : (
          <PhotoPicker
            label="Photo on site"
            description="The start time is when the photo arrives."
            files={values.images}
            max={1}
            onChange={(files) => form.setFieldValue('images', files)}
            error={own('images') ?? fieldErrors.image}
          />
        )}
        <UploadState progress={progress} uploading={start.isPending && values.mode === 'image'} />
        <Button type="submit" size="md" loading={start.isPending} leftSection={ICONS.start}>
          {start.isError ? 'Try again' : 'Start'}
        </Button>
      </Stack>
    </form>
  );
}
