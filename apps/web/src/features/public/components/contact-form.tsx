import { CONTACT_MESSAGES, type TContactRequest, ZContactRequest } from '@aquadesk/shared/contact.ts';
import { issuesToErrors } from '@aquadesk/shared/validation.ts';
import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { SuccessPanel } from '../../../components/success-panel.tsx';
import { apiRequest } from '../../../lib/api-client.ts';

const EMPTY: TContactRequest = { name: '', email: '', message: '' };
type Field = keyof TContactRequest;

/** POST /home-contact, from the landing's Get in touch and from /contact (docs/api.md "Public"). */
function useSendContact() {
  return useMutation({
    mutationFn: (body: TContactRequest) =>
      apiRequest<{ message: string }>('/home-contact', { method: 'POST', body, auth: false }),
  });
}

/**
 * spec 000 §4, §5, §8: the Get in touch form. Errors show under each field with the banner
 * 'Please fill all fields correctly.'; sending shows a loader; success shows the panel with Done;
 * a failed send shows 'Something went wrong. Please try again later.'
 */
export function ContactForm({ onDone }: { onDone?: () => void }) {
  const [values, setValues] = useState<TContactRequest>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);
  const send = useSendContact();

  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    send.reset();
    const parsed = ZContactRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    send.mutate(values, {
      onSuccess: () => {
        setSent(true);
        setValues(EMPTY);
      },
      onError: (error) => {
        const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      },
    });
  };

  if (sent) {
    return (
      <SuccessPanel
        message={CONTACT_MESSAGES.success}
        onDone={() => {
          setSent(false);
          onDone?.();
        }}
      />
    );
  }

  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <form onSubmit={submit} noValidate aria-label="Get in touch">
      <Stack gap="sm">
        {hasErrors && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {CONTACT_MESSAGES.banner}
          </Alert>
        )}
        {send.isError && !hasErrors && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {CONTACT_MESSAGES.failure}
          </Alert>
        )}
        <TextInput
          label="Name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextInput
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <Textarea
          label="Message"
          name="message"
          minRows={4}
          autosize
          value={values.message}
          onChange={set('message')}
          error={errors.message}
        />
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
