import { CLIENT_MESSAGES, type NoteWire, ZSendMailRequest } from '@aquadesk/shared/clients.ts';
import { Button, MultiSelect, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { SuccessPanel } from '../../../components/success-panel.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { sendMail } from '../api.ts';

interface Props {
  note: NoteWire | null;
  recipients: readonly { email: string; name: string }[];
  onClose: () => void;
}

/** Mail a note to chosen recipients (spec 001 §5: at least one). */
export function MailForm({ note, recipients, onClose }: Props) {
  const { form, message, done, succeed, fail, onSubmit } = useZodForm<{ emailList: string[] }>({
    initialValues: { emailList: [] },
    resetKey: note,
    validate: ({ emailList }) =>
      ZSendMailRequest.safeParse({ emailList, heading: note?.heading, description: note?.description })
        .success
        ? {}
        : { emailList: CLIENT_MESSAGES.selectRecipient },
  });
  const mutation = useMutation({ mutationFn: sendMail, onSuccess: succeed, onError: fail });
  const submit = onSubmit(({ emailList }) => {
    if (note) mutation.mutate({ emailList, heading: note.heading, description: note.description });
  });
  const unique = [...new Map(recipients.map((r) => [r.email, r])).values()];
  return (
    <SlideInForm opened={note !== null} onClose={onClose} title="Send Mail">
      {done ? (
        <SuccessPanel message="Mail sent successfully" onDone={onClose} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text fw={600}>{note?.heading}</Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {note?.description}
            </Text>
            <MultiSelect
              size="md"
              label="Recipients"
              withAsterisk
              searchable
              hidePickedOptions
              data={unique.map((r) => ({ value: r.email, label: `${r.name} (${r.email})` }))}
              {...form.getInputProps('emailList')}
              error={form.errors.emailList ?? message}
            />
            <Button type="submit" loading={mutation.isPending}>
              Send
            </Button>
          </Stack>
        </form>
      )}
    </SlideInForm>
  );
}
