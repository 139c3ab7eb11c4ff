import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from './use-page-title.ts';

/** What a signed-in user sees on a screen their roles do not open (spec 000 §6 "no-access view"). */
export function ForbiddenView() {
  usePageTitle('No access');
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray">
        <IconLock size={34} aria-hidden />
      </ThemeIcon>
      <Title order={2}>You do not have access to this page</Title>
      <Text c="dimmed" maw={420}>
        Your account's roles do not include this screen. If you need it for your work, ask an administrator to
        add the role to your account.
      </Text>
      <Button component={Link} to="/" variant="light">
        Back to Home
      </Button>
    </Stack>
  );
}
