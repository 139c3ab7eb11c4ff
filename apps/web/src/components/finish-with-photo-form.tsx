import { type FinishFormRules, zFinishForm } from '@aquadesk/shared/finish.ts';
import { Button, Select, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { fieldErrorsOf, formErrorOf } from '../lib/api-client.ts';
import { localToIso, nowLocal } from '../lib/datetime-local.ts';
import { useZodForm } from '../lib/use-zod-form.ts';
import { FormError } from './form-error.tsx';
import { LocalTimeInput } from './local-time-input.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { UploadState } from './upload-state.tsx';

/** What a finished form hands over: the time as an ISO instant, the photos, who did the work. */
export interface FinishedWork {
  time: string;
  images: File[];
  owner_id: number | null;
}

interface FinishValues extends Record<string, unknown> {
  time: string;
  images: File[];
  owner_id: string;
}

export interface FinishWithPhotoFormProps {
  /** The rules of this screen's finish (packages/shared finish.ts): messages, photo count, the owner. */
  rules: FinishFormRules;
  photoLabel: string;
  /** Who may be named as having done the work; the field shows when `rules.ownerRequired` is set. */
  owners?: readonly { id: number; name: string }[];
  submitLabel: string;
  submitIcon?: ReactNode;
  size?: 'sm' | 'md';
  /** The request under way and its failure (a 400's field errors land on the fields). */
  pending: boolean;
  error: unknown;
  /** The photos' upload progress (0 to 1), when the caller follows it. */
  progress?: number;
  onFinish: (work: FinishedWork) => void;
}

/**
 * The one finish form (a job card's and a task's): when the work finished, photos of it, and who did it
 * when the screen asks. Checked by the shared schema before anything is sent; a failure keeps what was
 * entered, so Try again sends it once more.
 */
export function FinishWithPhotoForm(props: FinishWithPhotoFormProps) {
  const { rules, owners = [], pending, error } = props;
  const { form, onSubmit, inputProps } = useZodForm<FinishValues>({
    initialValues: { time: nowLocal(), images: [], owner_id: '' },
    schema: zFinishForm(rules),
  });
  const server = fieldErrorsOf(error);
  const formError = formErrorOf(error, ['time', 'image', 'images', 'owner_id']);
  const values = form.getValues();
  const fieldError = (field: string) => {
    const own = form.errors[field];
    return typeof own === 'string' ? own : server[field];
  };
  const submit = onSubmit((v) => {
    const time = localToIso(v.time);
    if (time) props.onFinish({ time, images: v.images, owner_id: v.owner_id ? Number(v.owner_id) : null });
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <FormError message={formError} />
        {formError && (
          <Text size="sm" c="dimmed">
            Your time and photos are kept: press Try again to send them once more.
          </Text>
        )}
        <LocalTimeInput
          size={props.size}
          label="Finish time"
          value={values.time}
          onChange={(time) => form.setFieldValue('time', time)}
          error={fieldError('time')}
        />
        {rules.ownerRequired && (
          <Select
            size={props.size}
            label="Work done by"
            required
            placeholder="Choose the employee"
            data={owners.map((p) => ({ value: String(p.id), label: p.name }))}
            comboboxProps={{ withinPortal: true }}
            {...inputProps('owner_id')}
            error={fieldError('owner_id')}
          />
        )}
        <PhotoPicker
          label={props.photoLabel}
          required={rules.photoRequired !== undefined}
          files={values.images}
          max={rules.photosMax}
          onChange={(files) => form.setFieldValue('images', files)}
          error={fieldError('images') ?? server.image}
        />
        <UploadState progress={props.progress ?? 0} uploading={pending && props.progress !== undefined} />
        <Button type="submit" size={props.size} color="teal" loading={pending} leftSection={props.submitIcon}>
          {error ? 'Try again' : props.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
