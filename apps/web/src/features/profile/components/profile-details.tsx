import type { ProfileUser } from '@aquadesk/shared/profile.ts';
import { isRole, ROLE_LABELS } from '@aquadesk/shared/roles.ts';
import { Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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

/** A profile's details (spec 001 §2): name, e-mail, phone, role and, for staff, the permissions. */
export function ProfileDetails({ user, client = false }: { user: ProfileUser; client?: boolean }) {
  const roles = user.permissions.filter(isRole).map((r) => ROLE_LABELS[r]);
  return (
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
        <Field label="Phone">{user.phone_number || '—'}</Field>
        <Field label="Role">{client ? 'Client' : user.user_type}</Field>
        {client ? null : (
          <Field label="Permissions">
            <Group gap={6} mt={2}>
              {(roles.length > 0 ? roles : ['None']).map((role) => (
                <Badge key={role} variant="light" radius="sm">
                  {role}
                </Badge>
              ))}
            </Group>
          </Field>
        )}
      </SimpleGrid>
    </Paper>
  );
}
