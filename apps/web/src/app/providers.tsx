import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// Notifications (and their transition library) are not needed to paint a page.
const Notifications = lazy(() =>
  import('./notifications-container.tsx').then((m) => ({ default: m.Notifications })),
);

const NOTIFICATIONS_POSITION = 'top-right';
const NOTIFICATIONS_LIMIT = 4;
// The container's settings from the start: a notice shown before it loads is placed as the later ones.
notificationsStore.updateState((state) => ({
  ...state,
  defaultPosition: NOTIFICATIONS_POSITION,
  limit: NOTIFICATIONS_LIMIT,
}));

const anyNotification = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
};

/**
 * The notifications container loads with the first notice shown (issue #3: a visitor's first page;
 * issue 10: the login page and the first staff screen load only what they show). Notices are shown
 * in answer to something the user did or to a live event, and the store keeps those shown before the
 * container mounts, which then displays them.
 */
function OnDemandNotifications() {
  const [wanted, setWanted] = useState(anyNotification);
  useEffect(() => {
    if (wanted) return;
    if (anyNotification()) {
      setWanted(true);
      return;
    }
    const unsubscribe = notificationsStore.subscribe(() => {
      if (anyNotification()) setWanted(true);
    });
    return () => {
      unsubscribe();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position={NOTIFICATIONS_POSITION} limit={NOTIFICATIONS_LIMIT} />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <OnDemandNotifications />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
