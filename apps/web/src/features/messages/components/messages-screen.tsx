import type { ContactMessage } from '@aquadesk/shared/contact.ts';
import { formatDateTime } from '@aquadesk/shared/format.ts';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ListScreen } from '../../../components/list-screen.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useContactMessages, useWholeMessage } from '../api.ts';

/** The admin's inbox of contact messages from the website (issue #3), newest first. */
export function MessagesScreen() {
  usePageTitle('Messages');
  const filters = useListFilters([]);
  const list = useContactMessages(filters.values);
  return (
    <ListScreen
      title="Messages"
      description="What visitors sent through the website's contact forms."
      search={{ filters, placeholder: 'Name, e-mail or text' }}
      list={list}
      emptyMessage="No messages found"
      noun="messages"
    >
      <Stack gap="sm">
        {list.rows.map((m) => (
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
            <MessageText message={m} />
          </Paper>
        ))}
      </Stack>
    </ListScreen>
  );
}

/** A message's text: the list's preview, and the whole text once the reader asks for it. */
function MessageText({ message }: { message: ContactMessage }) {
  const [open, setOpen] = useState(false);
  const whole = useWholeMessage(message.id, open);
  const text = open && whole.data ? whole.data.message : message.message;
  return (
    <>
      <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
      {message.truncated && !(open && whole.data) ? (
        <Group mt="xs" gap="sm">
          <Button
            variant="light"
            size="xs"
            loading={open && whole.isPending}
            onClick={() => (open ? void whole.refetch() : setOpen(true))}
          >
            Read the whole message
          </Button>
          {whole.isError ? (
            <Text size="sm" c="red" role="alert">
              {whole.error.message}
            </Text>
          ) : null}
        </Group>
      ) : null}
    </>
  );
}
