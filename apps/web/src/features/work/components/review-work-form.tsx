import {
  RATING_MAX,
  REVIEW_OUTCOMES,
  type ReviewOutcome,
  ZReviewWorkRequest,
} from '@aquadesk/shared/work.ts';
import { Button, Input, Rating, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
import { fieldErrorsOf, formErrorOf } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { reviewWork, type TaskRef } from '../api.ts';
import { useMoved } from './move-form-helpers.ts';

const REVIEW_SCHEMA = ZReviewWorkRequest.pick({ status: true, rating: true, comment: true });

interface ReviewValues extends Record<string, unknown> {
  rating: number;
  status: ReviewOutcome;
  comment: string;
}

/** Review: a rating, approve (finish) or reopen, and a comment (spec 001 §5). */
export function ReviewForm({ task, onClose }: { task: TaskRef; onClose: () => void }) {
  const { form, onSubmit, inputProps } = useZodForm<ReviewValues>({
    initialValues: { rating: 0, status: 'APPROVED', comment: '' },
    schema: REVIEW_SCHEMA,
  });
  const done = useMoved(task, onClose);
  const review = useMutation({
    mutationFn: (v: ReviewValues) => reviewWork({ ...task, ...v }),
    onSuccess: (_, v) =>
      done(v.status === 'APPROVED' ? `Work #${task.id} approved and finished` : `Work #${task.id} reopened`),
  });
  const fieldErrors = fieldErrorsOf(review.error);
  const formError = formErrorOf(review.error, ['rating', 'status', 'comment']);
  const { rating, status: outcome } = form.getValues();
  const ratingError = typeof form.errors.rating === 'string' ? form.errors.rating : fieldErrors.rating;
  return (
    <form noValidate onSubmit={onSubmit((v) => review.mutate(v))}>
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
              form.setFieldValue('rating', v);
              form.clearFieldError('rating');
            }}
            aria-label="Rating"
          />
        </Input.Wrapper>
        <Input.Wrapper label="Outcome" required error={fieldErrors.status}>
          <SegmentedControl
            mt={4}
            fullWidth
            value={outcome}
            onChange={(v) => form.setFieldValue('status', REVIEW_OUTCOMES.find((o) => o === v) ?? 'APPROVED')}
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
          {...inputProps('comment')}
          error={typeof form.errors.comment === 'string' ? form.errors.comment : fieldErrors.comment}
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
