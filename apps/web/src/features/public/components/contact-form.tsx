import type { MessageResponse } from '@aquadesk/shared/auth.ts';
import { CONTACT_MESSAGES, type TContactRequest, ZContactRequest } from '@aquadesk/shared/contact.ts';
import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { SuccessPanel } from '../../../components/success-panel.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';

const EMPTY: TContactRequest = { name: '', email: '', message: '' };

/** POST /home-contact, from the landing's Get in touch and from /contact (docs/api.md "Public"). */
function useSendContact() {
  return useMutation({
    mutationFn: (body: TContactRequest) =>
      apiRequest<MessageResponse>('/home-contact', { method: 'POST', body, auth: false }),
  });
}

/**
 * spec 000 §4, §5, §8: the Get in touch form. Errors show under each field with the banner
 * 'Please fill all fields correctly.'; sending shows a loader; success shows the panel with Done;
 * a failed send shows 'Something went wrong. Please try again later.'
 */
export function ContactForm({ onDone }: { onDone?: () => void }) {
  const { form, message, done, succeed, fail, onSubmit, reset } = useZodForm<TContactRequest>({
    initialValues: EMPTY,
    schema: ZContactRequest,
  });
  const send = useSendContact();
  const submit = onSubmit((values) => send.mutate(values, { onSuccess: succeed, onError: fail }));

  if (done) {
    return (
      <SuccessPanel
        message={CONTACT_MESSAGES.success}
        onDone={() => {
          reset();
          onDone?.();
        }}
      />
    );
  }

  const hasErrors = Object.values(form.errors).some(Boolean);
  return (
    <form onSubmit={submit} noValidate aria-label="Get in touch">
      <Stack gap="sm">
        {hasErrors && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {CONTACT_MESSAGES.banner}
          </Alert>
        )}
        {message && !hasErrors && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {CONTACT_MESSAGES.failure}
          </Alert>
        )}
        <TextInput label="Name" name="name" autoComplete="name" {...form.getInputProps('name')} />
        <TextInput
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Textarea label="Message" name="message" minRows={4} autosize {...form.getInputProps('message')} />
        <Button
          type="submit"
          loading={send.isPending}
          rightSection={<IconSend size={18} aria-hidden />}
          size="md"
        >
          {send.isPending ? 'Sending…' : 'Send message'}
        </Button>
      </Stack>
    </form>
  );
}
