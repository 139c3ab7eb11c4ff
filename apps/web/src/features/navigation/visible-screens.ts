import type { SessionUser } from '@aquadesk/shared/auth.ts';
import { canSeeScreen, SCREENS, type Screen } from '@aquadesk/shared/screens.ts';
import { useMemo } from 'react';
import { useSession } from '../../lib/session-store.ts';
import { toPrincipal } from '../../lib/use-can.ts';
import { BUILT_SCREENS } from './built-screens.ts';

/** The screens this user may open that the app has built, in the sidebar's order. */
export function visibleScreens(user: SessionUser | null): Screen[] {
  const principal = user ? toPrincipal(user) : null;
  return SCREENS.filter(
    (screen) => BUILT_SCREENS.has(screen.key) && canSeeScreen(principal, screen.audience),
  );
}

export function useVisibleScreens(): Screen[] {
  const user = useSession();
  return useMemo(() => visibleScreens(user), [user]);
}
