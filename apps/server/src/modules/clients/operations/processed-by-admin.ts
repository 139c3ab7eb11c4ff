import { hasAnyRole, isResellerOnly } from '@aquadesk/shared/permissions.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';

/**
 * docs/api.md: a client added by a reseller (without admin rights) waits for an admin; an admin's edit
 * processes it; anyone else's edit keeps the flag (`current`). Sign-up (no caller) is processed at once.
 */
export function processedByAdmin(by: AuthUser | null, current?: boolean): boolean {
  if (by && hasAnyRole(by, ['admin'])) return true;
  if (current !== undefined) return current;
  return !by || !isResellerOnly(by);
}
