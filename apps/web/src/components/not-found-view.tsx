import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from './use-page-title.ts';

/** spec 000 §2: the catch-all page, titled Page not found, with a Homepage link. */
export function NotFoundView() {
  usePageTitle('Page not found');
  return (
    <Stack align="center" gap="md" py={64} px="md" ta="center">
      <Text fw={800} fz={72} lh={1} c="water.5" aria-hidden>
        404
      </Text>
      <Title order={1}>Page not found</Title>
      <Text c="dimmed" maw={420}>
        The page you are looking for does not exist or has moved.
      </Text>
      <Button component={Link} to="/">
        Homepage
      </Button>
    </Stack>
  );
}
