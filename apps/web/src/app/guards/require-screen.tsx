import type { Audience } from '@aquadesk/shared/permissions.ts';
import { canSeeScreen, SCREENS, type ScreenKey } from '@aquadesk/shared/screens.ts';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSession } from '../../lib/session-store.ts';
import { toPrincipal } from '../../lib/use-can.ts';

// Seen only by a user who lands on a screen not theirs, so every staff screen does not carry them.
const ForbiddenView = lazy(async () => ({
  default: (await import('../../components/forbidden-view.tsx')).ForbiddenView,
}));
const NotFoundView = lazy(async () => ({
  default: (await import('../../components/not-found-view.tsx')).NotFoundView,
}));

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
    if (!entry) return <Refused hidden />;
    audience = entry.audience;
    hidden = 'hiddenFromOthers' in entry && entry.hiddenFromOthers === true;
  } else {
    audience = props.audience;
    hidden = props.hiddenFromOthers === true;
  }
  if (canSeeScreen(user ? toPrincipal(user) : null, audience)) return props.children;
  return <Refused hidden={hidden} />;
}

/** The not-found page where the spec hides a screen from the others, else the no-access view. */
function Refused({ hidden }: { hidden: boolean }) {
  return <Suspense fallback={null}>{hidden ? <NotFoundView /> : <ForbiddenView />}</Suspense>;
}
