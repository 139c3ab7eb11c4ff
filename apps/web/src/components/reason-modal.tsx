import {
  Button,
  Group,
  Modal,
  type ModalProps,
  Stack,
  Text,
  Textarea,
  type TextareaProps,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from './form-error.tsx';
import { SubmitRow } from './submit-row.tsx';

interface ReasonModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The form's accessible name ("Cancel invoice"). */
  name: string;
  size?: ModalProps['size'];
  /** What the action does, above the fields; `dimmed` where it only explains. */
  intro: ReactNode;
  dimmed?: boolean;
  /**
   * The dialog's form (lib/use-modal-form.ts): its error that belongs to no one field, its submit, and
   * whether the server is still answering.
   */
  form: { message: ReactNode; submit: (event?: FormEvent<HTMLFormElement>) => void; pending: boolean };
  /**
   * The reason's text box: its label, the bound of the shared schema's column, and useZodForm's
   * `inputProps` (its value, and the message at the field from the schema or the server).
   */
  reason: { label?: string; maxLength: number; maxRows: number; props: Partial<TextareaProps> };
  /** Fields before the reason (a reason code) and after it (a note's lines). */
  before?: ReactNode;
  children?: ReactNode;
  submitLabel: string;
  /** An action that cannot be undone: a red submit beside "Keep it"; otherwise the submit alone. */
  destructive?: boolean;
}

/**
 * The one frame of an action taken with a reason (issue 42 item 2): cancelling an invoice or its IRN,
 * raising a credit or debit note. Full screen on a phone; the form error above the fields, each field's
 * own message at it; the submit shows its pending state until the server answers.
 */
export function ReasonModal(props: ReasonModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const { reason, form } = props;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      fullScreen={phone}
      size={props.size}
      styles={{ title: { fontWeight: 650 } }}
    >
      <form onSubmit={form.submit} noValidate aria-label={props.name}>
        <Stack gap="sm">
          <Text size="sm" c={props.dimmed ? 'dimmed' : undefined}>
            {props.intro}
          </Text>
          <FormError message={form.message} />
          {props.before}
          <Textarea
            label={reason.label ?? 'Reason'}
            withAsterisk
            autosize
            minRows={2}
            maxRows={reason.maxRows}
            maxLength={reason.maxLength}
            {...reason.props}
          />
          {props.children}
          {props.destructive ? (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={props.onClose}>
                Keep it
              </Button>
              <Button type="submit" color="red" loading={form.pending}>
                {props.submitLabel}
              </Button>
            </Group>
          ) : (
            <SubmitRow loading={form.pending}>{props.submitLabel}</SubmitRow>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
