import { type TChangeOwnPasswordRequest, ZChangeOwnPasswordRequest } from '@aquadesk/shared/profile.ts';
import { MESSAGES, PASSWORD_RULES } from '@aquadesk/shared/validation.ts';
import {
  Alert,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { liveMismatch } from '../../../components/new-password-fields.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { getSession, setSession } from '../../../lib/session-store.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { changeOwnPassword } from '../api.ts';

const EMPTY: TChangeOwnPasswordRequest = { current_password: '', new_password: '', confirm: '' };

/** The spec's password rule (spec 000 §9), each part ticked as the new password meets it. */
function PasswordRules({ password }: { password: string }) {
  return (
    <List size="sm" spacing={2} aria-label="Password rules" center>
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <List.Item
            key={rule.label}
            icon={
              <ThemeIcon
                size={16}
                radius="xl"
                color={met ? 'teal' : 'gray'}
                variant={met ? 'filled' : 'light'}
              >
                {met ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
              </ThemeIcon>
            }
          >
            <Text span size="sm" c={met ? undefined : 'dimmed'}>
              {rule.label}
              <VisuallyHidden>{met ? ' (met)' : ' (not yet)'}</VisuallyHidden>
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}

/**
 * "Change password" (issue 31 item 5): the current password, a new one by the spec's rule and its
 * confirmation. This session takes the fresh token the server answers; every other session ends.
 */
export function PasswordForm() {
  const [saved, setSaved] = useState<string | null>(null);
  const { form, message, fail, onSubmit, inputProps, reset } = useZodForm<TChangeOwnPasswordRequest>({
    initialValues: EMPTY,
    schema: ZChangeOwnPasswordRequest,
    fallbackMessage: 'Your password could not be changed',
  });
  const change = useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: (answer) => {
      const session = getSession();
      if (session) setSession({ ...session, ...answer.user });
      reset(EMPTY);
      setSaved(answer.message);
      notifications.show({ color: 'teal', message: 'Password changed' });
    },
    onError: fail,
  });
  const values = form.getValues();
  const confirmProps = inputProps('confirm');

  return (
    <Paper p={{ base: 'md', sm: 'xl' }}>
      <Title order={3} mb="xs">
        Change password
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        After the change, your other sessions (other browsers and devices) are signed out.
      </Text>
      <form
        noValidate
        onSubmit={onSubmit((v) => {
          setSaved(null);
          change.mutate(v);
        })}
      >
        <Stack gap="md" maw={420}>
          <FormError message={message} />
          {saved ? (
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              {saved}
            </Alert>
          ) : null}
          <PasswordField
            label="Current password"
            withAsterisk
            autoComplete="current-password"
            {...inputProps('current_password')}
          />
          <PasswordField
            label="New password"
            withAsterisk
            autoComplete="new-password"
            {...inputProps('new_password')}
          />
          <PasswordRules password={values.new_password} />
          <PasswordField
            label="Confirm new password"
            withAsterisk
            autoComplete="new-password"
            {...confirmProps}
            error={
              confirmProps.error ??
              liveMismatch(values.new_password, values.confirm, MESSAGES.passwordMismatchLive)
            }
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
