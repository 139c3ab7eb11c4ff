import type { SessionUser } from '@aquadesk/shared/auth.ts';
import { type Action, can, type Principal } from '@aquadesk/shared/permissions.ts';
import { useSession } from './session-store.ts';

export function toPrincipal(user: SessionUser): Principal {
  return { userType: user.user_type, permissions: user.permissions };
}

/** The signed-in user as the permission table sees them, or null for a visitor. */
export function usePrincipal(): Principal | null {
  const user = useSession();
  return user ? toPrincipal(user) : null;
}

/**
 * May the signed-in user do `action`? Reads the permission table of packages/shared (the same one
 * the server enforces), so buttons and links show exactly for the roles the API lets through.
 */
export function useCan(action: Action): boolean {
  return can(usePrincipal(), action);
}
