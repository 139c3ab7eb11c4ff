import { formatDateTime } from '@aquadesk/shared/format.ts';
import { COMMENT_MAX, type WorkComment, type WorkReportPerson, ZCommentForm } from '@aquadesk/shared/work.ts';
import { Alert, Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useRef, useState } from 'react';
import { FileChip } from '../../../components/file-chip.tsx';
import { UploadState } from '../../../components/upload-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { shrinkImage } from '../../../lib/shrink-image.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { commentParts, postComment, type TaskRef, workImagePath, workKeys } from '../api.ts';
import { TaskImage } from './image-viewer.tsx';
import { MentionTextarea } from './mention-textarea.tsx';
import { ReportSection } from './report-section.tsx';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

function CommentBody({ comment }: { comment: WorkComment }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} component="div">
      {comment.comment.map((part, i) => {
        const key = `${comment.id}-${i}`;
        if (part.type === 'mention')
          return (
            <Text key={key} span fw={650} c="blue.8" data-mention={part.id}>
              @{part.value}
            </Text>
          );
        if (part.type === 'image')
          return (
            <div key={key} style={{ marginTop: 6 }}>
              <TaskImage path={workImagePath(part.value)} alt={`Photo from ${comment.name}`} size={120} />
            </div>
          );
        return <Fragment key={key}>{part.value}</Fragment>;
      })}
    </Text>
  );
}

/** The report's comments, oldest first, and the box to add one with @mentions and a photo. */
export function WorkComments({
  task,
  comments,
  people,
}: {
  task: TaskRef;
  comments: readonly WorkComment[];
  people: readonly WorkReportPerson[];
}) {
  const end = useRef<HTMLDivElement>(null);
  const count = comments.length;
  const seen = useRef(count);
  useEffect(() => {
    // a new comment (live or one's own) scrolls into view; opening the report does not jump
    if (count > seen.current) end.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    seen.current = count;
  }, [count]);
  return (
    <ReportSection label="Comments" title={`Comments (${count})`}>
      <Stack gap="sm" aria-live="polite" data-testid="comments">
        {count === 0 && (
          <Text size="sm" c="dimmed">
            No comments yet.
          </Text>
        )}
        {comments.map((c) => (
          <Group key={c.id} align="flex-start" wrap="nowrap" gap="sm" data-testid={`comment-${c.id}`}>
            <Avatar size="sm" radius="xl" color="blue">
              {initials(c.name)}
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={650}>
                  {c.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(c.generated_at)}
                </Text>
              </Group>
              <CommentBody comment={c} />
            </Stack>
          </Group>
        ))}
        <div ref={end} />
      </Stack>
      <CommentBox task={task} people={people} />
    </ReportSection>
  );
}

interface CommentValues extends Record<string, unknown> {
  text: string;
  hasImage: boolean;
}

function CommentBox({ task, people }: { task: TaskRef; people: readonly WorkReportPerson[] }) {
  const qc = useQueryClient();
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [resetFile, setResetFile] = useState(0);
  const { form, onSubmit, reset } = useZodForm<CommentValues>({
    initialValues: { text: '', hasImage: false },
    schema: ZCommentForm,
  });
  const send = useMutation({
    mutationFn: async (v: { text: string; image: File | null }) => {
      setProgress(0);
      const file = v.image ? await shrinkImage(v.image) : null;
      return postComment(task, commentParts(v.text, people), file, setProgress);
    },
    onSuccess: () => {
      reset({ text: '', hasImage: false });
      setImage(null);
      setResetFile((n) => n + 1);
      void qc.invalidateQueries({ queryKey: workKeys.report(task.id, task.worktype) });
    },
  });
  const pick = (file: File | null) => {
    setImage(file);
    form.setFieldValue('hasImage', file !== null);
    form.clearFieldError('text');
  };
  const { text } = form.getValues();
  const fieldErrors = isApiError(send.error) ? send.error.fieldErrors : {};
  const ownError = typeof form.errors.text === 'string' ? form.errors.text : undefined;
  const messageError = ownError ?? fieldErrors.message;
  const otherError =
    send.error && !fieldErrors.message && !fieldErrors.image
      ? send.error.message
      : (fieldErrors.image ?? null);
  return (
    <form noValidate onSubmit={onSubmit((v) => send.mutate({ text: v.text, image }))}>
      <Stack gap="xs" mt="md">
        {otherError && (
          <Alert color="red" variant="light" role="alert">
            {otherError}
            {send.error && ' Your message is kept: press Try again.'}
          </Alert>
        )}
        <MentionTextarea
          label="Add a comment"
          placeholder="Write a comment; type @ to mention someone on this task"
          autosize
          minRows={2}
          maxRows={8}
          size="md"
          value={text}
          onChange={(v) => {
            form.setFieldValue('text', v);
            form.clearFieldError('text');
          }}
          people={people}
          error={messageError}
          description={text.length > COMMENT_MAX * 0.9 ? `${text.length}/${COMMENT_MAX}` : undefined}
        />
        {image && <FileChip file={image} removeLabel="Remove the photo" onRemove={() => pick(null)} />}
        <UploadState progress={progress} uploading={send.isPending && image !== null} />
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <FileButton key={resetFile} onChange={pick} accept="image/*" capture="environment">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconCamera size={18} aria-hidden />}>
                Photo
              </Button>
            )}
          </FileButton>
          <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden />}>
            {send.isError ? 'Try again' : 'Send'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
