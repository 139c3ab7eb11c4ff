import type { SessionUser } from '@aquadesk/shared/auth.ts';
import type { Principal } from '@aquadesk/shared/permissions.ts';
import { canSeeScreen, SCREENS, type Screen } from '@aquadesk/shared/screens.ts';
import { useMemo } from 'react';
import { BUILT_SCREENS } from '../../app/built-screens.ts';
import { useSession } from '../../app/session-store.ts';

export function toPrincipal(user: SessionUser): Principal {
  return { userType: user.user_type, permissions: user.permissions };
}

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
