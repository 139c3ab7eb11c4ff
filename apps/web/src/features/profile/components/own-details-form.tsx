import {
  type ProfileUser,
  type TEditOwnProfileRequest,
  ZEditOwnProfileRequest,
} from '@aquadesk/shared/profile.ts';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { getSession, setSession } from '../../../lib/session-store.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { editOwnProfile } from '../api.ts';

/** "Edit name and phone" (issue 31 item 5): the caller's own, bounded as the admin's edit; the header follows at once. */
export function OwnDetailsForm({
  user,
  onSaved,
}: {
  user: ProfileUser;
  onSaved: (user: ProfileUser) => void;
}) {
  const { form, message, fail, onSubmit, inputProps, done, succeed, reset } =
    useZodForm<TEditOwnProfileRequest>({
      initialValues: { name: user.name, phone_number: user.phone_number },
      schema: ZEditOwnProfileRequest,
      fallbackMessage: 'Your details could not be saved',
    });
  const save = useMutation({
    mutationFn: editOwnProfile,
    onSuccess: (saved) => {
      const session = getSession();
      if (session && session.id === saved.id) setSession({ ...session, name: saved.name });
      onSaved(saved);
      reset({ name: saved.name, phone_number: saved.phone_number });
      succeed();
    },
    onError: fail,
  });

  return (
    <Paper p={{ base: 'md', sm: 'xl' }}>
      <Title order={3} mb="xs">
        Edit name and phone
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        How you appear to others in AquaDesk and on the documents you sign.
      </Text>
      <form noValidate onSubmit={onSubmit((values) => save.mutate(values))}>
        <Stack gap="md" maw={420}>
          <FormError message={message} />
          {done ? (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              Your name and phone have been saved.
            </Alert>
          ) : null}
          <TextInput label="Name" withAsterisk autoComplete="name" {...inputProps('name')} />
          <PhoneInput
            inputMode="numeric"
            autoComplete="tel-national"
            {...inputProps('phone_number')}
            onDigits={(d) => form.setFieldValue('phone_number', d)}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save details
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
