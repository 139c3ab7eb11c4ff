import { Box, Button, Code, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { usePageTitle } from '../components/use-page-title.ts';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong while showing this page.';
}

/** The router's errorElement (spec 000 §2: a render failure shows 'Unexpected Application Error'). */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle('Error');
  if (error) console.error(error);
  return (
    <Box mih="100vh" bg="gray.0">
      <Container size="sm" py={80}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" color="red" variant="light">
            <IconAlertTriangle size={34} aria-hidden />
          </ThemeIcon>
          <Title order={1}>Unexpected Application Error</Title>
          <Text c="dimmed">Sorry, this page failed to load. Reloading it often helps.</Text>
          <Code block style={{ maxWidth: '100%', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {messageOf(error)}
          </Code>
          <Button component={Link} to="/" reloadDocument>
            Homepage
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
