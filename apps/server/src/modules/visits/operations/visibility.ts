import { hasAnyRole } from '@aquadesk/shared/permissions.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';

/** Who sees every visit; anyone else with `visit.view` (an employee) sees only the visits given to them. */
const SEES_ALL = ['admin', 'technical_director', 'client_management'] as const;

/** The technician whose visits alone the caller may see, or undefined when they see everyone's. */
export function ownVisitsOnly(user: AuthUser): number | undefined {
  return hasAnyRole(user, SEES_ALL) ? undefined : user.id;
}
