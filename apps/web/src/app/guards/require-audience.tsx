import { type Audience, can } from '@aquadesk/shared/permissions.ts';
import type { ReactNode } from 'react';
import { ForbiddenView } from '../../components/forbidden-view.tsx';
import { useSession } from '../../lib/session-store.ts';
import { toPrincipal } from '../../lib/use-can.ts';

/** spec 001 §6: the client page /client/{id} is for employee and admin (action client.page). */
export const CLIENT_PAGE_AUDIENCE = 'client.page' as const;

/** Shows a page only to callers who pass an action of the permission table; others see the no-access view. */
export function RequireAudience({
  audience,
  children,
}: {
  audience: typeof CLIENT_PAGE_AUDIENCE;
  children: ReactNode;
}) {
  const user = useSession();
  if (user && can(toPrincipal(user), audience)) return children;
  return <ForbiddenView />;
}

export type { Audience };
