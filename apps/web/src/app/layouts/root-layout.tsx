import { Outlet, ScrollRestoration } from 'react-router';
import { useSessionRefresh } from '../../features/auth/hooks/use-session-refresh.ts';
import { SocketProvider } from '../../lib/socket/socket-provider.tsx';

/** Around every page: the live socket while signed in and the refreshed session. */
export function RootLayout() {
  useSessionRefresh();
  return (
    <SocketProvider>
      <Outlet />
      <ScrollRestoration />
    </SocketProvider>
  );
}
