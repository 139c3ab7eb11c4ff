import type { Audience } from '@aquadesk/shared/permissions.ts';
import { canSeeScreen, SCREENS, type ScreenKey } from '@aquadesk/shared/screens.ts';
import type { ReactNode } from 'react';
import { ForbiddenView } from '../../components/forbidden-view.tsx';
import { NotFoundView } from '../../components/not-found-view.tsx';
import { useSession } from '../../lib/session-store.ts';
import { toPrincipal } from '../../lib/use-can.ts';

type RequireScreenProps = { children: ReactNode } & (
  | { screen: ScreenKey }
  | { audience: Audience; hiddenFromOthers?: boolean }
);

/**
 * Shows a staff page only to the roles of its audience (spec 000 §6): a screen of SCREENS by its
 * key, or any audience. Others see the no-access view, or the not-found page where the spec hides
 * the page from them (admin-only /reseller, /reseller-sites).
 */
export function RequireScreen(props: RequireScreenProps) {
  const user = useSession();
  let audience: Audience;
  let hidden = false;
  if ('screen' in props) {
    const entry = SCREENS.find((s) => s.key === props.screen);
    if (!entry) return <NotFoundView />;
    audience = entry.audience;
    hidden = 'hiddenFromOthers' in entry && entry.hiddenFromOthers === true;
  } else {
    audience = props.audience;
    hidden = props.hiddenFromOthers === true;
  }
  if (canSeeScreen(user ? toPrincipal(user) : null, audience)) return props.children;
  return hidden ? <NotFoundView /> : <ForbiddenView />;
}
