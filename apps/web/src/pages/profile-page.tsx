import { isRole, ROLE_LABELS } from '@aquadesk/shared/roles.ts';
import { Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../app/session-store.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { usePageTitle } from '../components/use-page-title.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.05em' }}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

/**
 * `/profile/{email}` (spec 000 §2). For now it shows the signed-in user's own account; the full
 * profile (GET /api/get_profile: address, signature) comes with the profile issue.
 */
export function ProfilePage() {
  usePageTitle('Profile');
  const user = useSession();
  const { email = '' } = useParams();
  if (!user) return null;

  if (email.toLowerCase() !== user.email.toLowerCase()) {
    return <EmptyState message="Profile not available" description={`No profile to show for ${email}.`} />;
  }

  const roles =
    user.user_type === 'client' ? ['Client'] : user.permissions.filter(isRole).map((r) => ROLE_LABELS[r]);

  return (
    <Stack maw={860} gap="lg">
      <Text c="dimmed" size="sm">
        Your account as the company's records hold it.
      </Text>
      <Paper p={{ base: 'md', sm: 'xl' }}>
        <Group gap="md" mb="lg" wrap="nowrap">
          <Avatar color="water" radius="xl" size={56}>
            {user.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={650} size="lg" truncate>
              {user.name}
            </Text>
            <Text c="dimmed" size="sm" truncate>
              {user.email}
            </Text>
          </div>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field label="E-mail">{user.email}</Field>
          <Field label="Account type">{user.user_type === 'client' ? 'Client' : 'Staff'}</Field>
          <Field label="Roles">
            <Group gap={6} mt={2}>
              {(roles.length > 0 ? roles : ['None']).map((role) => (
                <Badge key={role} variant="light" radius="sm">
                  {role}
                </Badge>
              ))}
            </Group>
          </Field>
          {user.districts.length > 0 && <Field label="Districts">{user.districts.join(', ')}</Field>}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
