import { CLIENT_MESSAGES, ZSendMailRequest } from '@aquadesk/shared/clients.ts';
import { Button, MultiSelect, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { SuccessPanel } from '../../../components/success-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { type NoteWire, sendMail } from '../api.ts';

interface Props {
  note: NoteWire | null;
  recipients: readonly { email: string; name: string }[];
  onClose: () => void;
}

/** Mail a note to chosen recipients (spec 001 §5: at least one). */
export function MailForm({ note, recipients, onClose }: Props) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another one is chosen
  useEffect(() => {
    setChosen([]);
    setError(null);
    setDone(false);
  }, [note]);
  const mutation = useMutation({
    mutationFn: sendMail,
    onSuccess: () => setDone(true),
    onError: (e) => setError(isApiError(e) ? (e.fieldErrors.emailList ?? e.message) : e.message),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!note) return;
    const parsed = ZSendMailRequest.safeParse({
      emailList: chosen,
      heading: note.heading,
      description: note.description,
    });
    if (!parsed.success) {
      setError(CLIENT_MESSAGES.selectRecipient);
      return;
    }
    mutation.mutate({ emailList: chosen, heading: note.heading, description: note.description });
  };
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
              value={chosen}
              onChange={(v) => {
                setChosen(v);
                setError(null);
              }}
              error={error}
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
