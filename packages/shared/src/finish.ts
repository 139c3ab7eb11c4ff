import { z } from 'zod';

/**
 * The finish form of a job card (spec 001 §4, §7: the finish time and a photo) and of a task (docs/api.md
 * "Work": the finish time, up to FINISH_IMAGES_MAX photos, and who did the work when the person
 * submitting is not an assignee) is one form in the web app. These are its rules; each screen gives
 * its own messages and counts.
 */
export interface FinishFormRules {
  /** The message when the time is empty or not a time. */
  timeRequired: string;
  /** At most this many photos. */
  photosMax: number;
  /** A photo is required, with this message; optional when absent. */
  photoRequired?: string;
  /** Who did the work must be chosen, with this message; not asked when absent. */
  ownerRequired?: string;
}

/** A picked photo as the browser holds it (a File), checked by its shape: packages/shared has no DOM types. */
export interface PickedPhoto {
  readonly size: number;
  readonly type: string;
}

const isPhoto = (value: unknown): value is PickedPhoto =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PickedPhoto).size === 'number' &&
  typeof (value as PickedPhoto).type === 'string';

/** The finish form's values as typed: a `datetime-local` time, the picked photos, the chosen person's id. */
export function zFinishForm(rules: FinishFormRules) {
  const photos = z
    .array(z.custom<PickedPhoto>(isPhoto))
    .max(rules.photosMax, `Add at most ${rules.photosMax} photos`);
  return z.object({
    time: z
      .string()
      .refine((v) => v.trim() !== '' && !Number.isNaN(Date.parse(v)), { error: rules.timeRequired }),
    images: rules.photoRequired ? photos.min(1, rules.photoRequired) : photos,
    owner_id: rules.ownerRequired ? z.string().min(1, rules.ownerRequired) : z.string(),
  });
}

/**
 * Starting a task (spec 001 §5): with a time, or in photo mode with a photo instead (the start time is
 * then when the photo arrives).
 */
export function zStartForm(messages: { timeRequired: string; photoRequired: string }) {
  return z
    .object({
      mode: z.enum(['time', 'image']),
      time: z.string(),
      images: z.array(z.custom<PickedPhoto>(isPhoto)).max(1),
    })
    .superRefine((v, ctx) => {
      if (v.mode === 'time' && (v.time.trim() === '' || Number.isNaN(Date.parse(v.time)))) {
        ctx.addIssue({ code: 'custom', path: ['time'], message: messages.timeRequired });
      }
      if (v.mode === 'image' && v.images.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['images'], message: messages.photoRequired });
      }
    });
}
