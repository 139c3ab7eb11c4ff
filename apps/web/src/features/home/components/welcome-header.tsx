import type { SessionUser } from '@aquadesk/shared/auth.ts';
import { isRole, ROLE_LABELS } from '@aquadesk/shared/roles.ts';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { greetingFor } from '../greeting.ts';

function roleLabels(user: SessionUser): string[] {
  if (user.user_type === 'client') return ['Client'];
  const labels = user.permissions.filter(isRole).map((role) => ROLE_LABELS[role]);
  return labels.length > 0 ? labels : ['Staff'];
}

export function WelcomeHeader({ user }: { user: SessionUser }) {
  return (
    <Paper
      p={{ base: 'md', sm: 'xl' }}
      radius="md"
      bg="water.0"
      style={{ borderColor: 'var(--mantine-color-water-1)' }}
    >
      <Stack gap="xs">
        <Text size="sm" c="water.8" fw={600}>
          {greetingFor()}
        </Text>
        <Title order={2}>Welcome, {user.name}</Title>
        <Text size="sm" c="dimmed">
          Signed in as {user.email}
        </Text>
        <Group gap={6} mt={4} aria-label="Your roles">
          {roleLabels(user).map((label) => (
            <Badge key={label} variant="white" color="water" size="md" radius="sm">
              {label}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
