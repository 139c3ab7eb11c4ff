import { Paper, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error.tsx';
import { putSaved } from '../../../lib/put-saved.ts';
import {
  fetchNotificationSettings,
  notificationKeys,
  saveNotificationSettings,
} from '../../notifications/api.ts';

/**
 * "Daily digest mail" (docs/api.md "Notifications"): one mail a day of the notifications left unread for
 * more than a day, on unless the person switches it off here.
 */
export function DigestMailCard() {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => fetchNotificationSettings(signal),
  });
  const save = useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => putSaved(qc, notificationKeys.settings(), () => saved),
    onError: (error: Error) =>
      notifications.show({ color: 'red', title: 'Daily digest mail', message: error.message }),
  });
  const on = save.isPending ? (save.variables?.digest_mail ?? false) : (q.data?.digest_mail ?? false);
  return (
    <Paper p={{ base: 'md', sm: 'xl' }}>
      <Title order={3} mb="xs">
        Notifications
      </Title>
      {q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <Switch
          label="Daily digest mail"
          description="Once a day, a mail listing your notifications that stayed unread for more than a day."
          checked={on}
          disabled={q.isPending || save.isPending}
          onChange={(e) => save.mutate({ digest_mail: e.currentTarget.checked })}
        />
      )}
    </Paper>
  );
}
