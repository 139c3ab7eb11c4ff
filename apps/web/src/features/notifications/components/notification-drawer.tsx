import { formatDateTime } from '@aquadesk/shared/format.ts';
import type { NotificationRecord } from '@aquadesk/shared/notifications.ts';
import {
  Box,
  Button,
  Drawer,
  Group,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications as notices } from '@mantine/notifications';
import { IconBellOff, IconChecks, IconSearch } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { QueryLoadMore } from '../../../components/load-more.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePages } from '../../../lib/paged-list.ts';
import {
  applyToNotifications,
  fetchNotifications,
  markAllNotificationsRead,
  markedRead,
  markNotificationRead,
  notificationKeys,
} from '../api.ts';

/** The longest search the server takes (packages/shared/src/paging.ts zSearch). */
const SEARCH_MAX = 100;

/**
 * The bell's list (docs/api.md "Notifications"): newest first, unread in bold with a dot, each with its
 * time in IST; searched by title (in SQL); a click opens its screen and marks it read; "Mark all as
 * read"; older ones page in.
 */
export function NotificationDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const list = usePages(notificationKeys.list(search), (cursor, signal) =>
    fetchNotifications({ cursor, search }, signal),
  );
  const unread = list.first?.unread ?? 0;

  const failed = (error: Error) =>
    notices.show({ color: 'red', title: 'Notifications', message: error.message });
  const readOne = useMutation({
    mutationFn: (n: NotificationRecord) => markNotificationRead(n.id),
    onSuccess: (r, n) => applyToNotifications(qc, r.unread, markedRead([n.id], new Date().toISOString())),
    onError: failed,
  });
  const readAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (r) => applyToNotifications(qc, r.unread, markedRead('all', new Date().toISOString())),
    onError: failed,
  });
  const open = (n: NotificationRecord) => {
    if (n.read_at === null) readOne.mutate(n);
    onClose();
    void navigate(n.link);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="sm"
      title={
        <Text fw={600} size="lg">
          Notifications
        </Text>
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {unread === 0 ? 'All read' : `${unread} unread`}
          </Text>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={unread === 0}
            loading={readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            Mark all as read
          </Button>
        </Group>
        <TextInput
          size="sm"
          label="Search notifications"
          placeholder="Invoice, estimate, a name…"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(e) => setSearchText(e.currentTarget.value)}
          maxLength={SEARCH_MAX}
        />
        {list.query.isPending ? (
          <PageLoader />
        ) : list.query.isError ? (
          <LoadError error={list.query.error} onRetry={() => void list.query.refetch()} />
        ) : list.rows.length === 0 && search ? (
          <EmptyState message="No notification matches" description={`Nothing titled with “${search}”.`} />
        ) : list.rows.length === 0 ? (
          <EmptyState
            message="No notifications yet"
            description="Tasks assigned to you, mentions, estimates to approve, your leave and payments appear here."
            icon={<IconBellOff size={28} aria-hidden />}
          />
        ) : (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Notifications list">
            {list.rows.map((n) => (
              <Box component="li" key={n.id} mb={4}>
                <NotificationRow notification={n} onOpen={() => open(n)} />
              </Box>
            ))}
          </Box>
        )}
        {list.rows.length > 0 && (
          <QueryLoadMore
            query={list.query}
            shown={list.rows.length}
            total={list.total}
            noun="notifications"
            one="notification"
          />
        )}
      </Stack>
    </Drawer>
  );
}

function NotificationRow({
  notification: n,
  onOpen,
}: {
  notification: NotificationRecord;
  onOpen: () => void;
}) {
  const unread = n.read_at === null;
  return (
    <UnstyledButton
      onClick={onOpen}
      w="100%"
      p="sm"
      data-unread={unread || undefined}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: unread ? 'var(--mantine-color-blue-0)' : undefined,
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box
          mt={6}
          w={8}
          h={8}
          style={{
            flex: 'none',
            borderRadius: '50%',
            background: unread ? 'var(--mantine-color-blue-6)' : 'transparent',
          }}
          aria-hidden
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={unread ? 700 : 400}>
            {/* read first by a screen reader; the name keeps the visible text (WCAG 2.5.3, label in name) */}
            {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
            {n.title}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(n.created_at)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
