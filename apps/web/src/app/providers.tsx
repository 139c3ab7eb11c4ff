import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { getSession } from '../lib/session-store.ts';
import { theme } from './theme.ts';

// Notifications (and their transition library) are not needed to paint the first page.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/**
 * The notifications container loads at once for a signed-in user, and for a visitor at their first
 * click or key press (issue #3: a visitor's first page stays under 150 kB). Notifications are shown
 * in answer to something the user did, and the store keeps any shown before it mounts.
 */
function OnDemandNotifications() {
  const [wanted, setWanted] = useState(() => getSession() !== null);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    for (const e of events) window.addEventListener(e, want, { once: true, passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, want);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={4} />
    </Suspense>
  );
}

// WCAG AA: Mantine's default dimmed and placeholder greys are too light on white.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});

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
