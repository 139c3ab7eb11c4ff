import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useCan } from '../../../lib/use-can.ts';
import { useNotificationEvents, useUnreadCount } from '../api.ts';

const NotificationDrawer = lazy(() =>
  import('./notification-drawer.tsx').then((m) => ({ default: m.NotificationDrawer })),
);

/** The badge's text: up to 99, then 99+. */
const badgeOf = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The header's bell (docs/api.md "Notifications"), for staff: the unread count as a badge, live over the
 * socket; a click opens the list, whose code loads with its first use.
 */
export function NotificationBell() {
  const allowed = useCan('notification.own');
  const unread = useUnreadCount(allowed);
  useNotificationEvents();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (!allowed) return null;
  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <>
      <Indicator
        label={badgeOf(unread)}
        disabled={unread === 0}
        size={18}
        offset={6}
        color="red"
        inline
        aria-hidden={false}
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
          aria-haspopup="dialog"
          onPointerEnter={() => void import('./notification-drawer.tsx')}
          onClick={() => {
            setWanted(true);
            setOpened(true);
          }}
        >
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
      {wanted && (
        <Suspense fallback={null}>
          <NotificationDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
