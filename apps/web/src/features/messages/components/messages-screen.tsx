import { formatDateTime } from '@aquadesk/shared/format.ts';
import { Alert, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FilterBar, SearchFilter } from '../../../components/filter-bar.tsx';
import { QueryLoadMore } from '../../../components/load-more.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useContactMessages } from '../api.ts';

/** The admin's inbox of contact messages from the website (issue #3), newest first. */
export function MessagesScreen() {
  usePageTitle('Messages');
  const filters = useListFilters([]);
  const { query: messages, rows: shown, total } = useContactMessages(filters.values);
  return (
    <>
      <PageHeader title="Messages" description="What visitors sent through the website's contact forms." />
      <FilterBar>
        <SearchFilter filters={filters} placeholder="Name, e-mail or text" />
      </FilterBar>
      {messages.isPending ? (
        <PageLoader />
      ) : messages.isError ? (
        <Alert color="red" role="alert">
          Error: {messages.error.message}
        </Alert>
      ) : shown.length === 0 ? (
        <EmptyState message="No messages found" />
      ) : (
        <Stack gap="sm">
          {shown.map((m) => (
            <Paper key={m.id} p="md" radius="md" data-testid="contact-message">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={650}>{m.name}</Text>
                <Text size="sm" c="dimmed">
                  {formatDateTime(m.created_at)}
                </Text>
              </Group>
              <Anchor href={`mailto:${m.email}`} size="sm">
                {m.email}
              </Anchor>
              <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.message}
              </Text>
            </Paper>
          ))}
          <QueryLoadMore query={messages} shown={shown.length} total={total} noun="messages" />
        </Stack>
      )}
    </>
  );
}
