import { isResellerOnly } from '@aquadesk/shared/permissions.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { found } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';

/**
 * Who sees which piece (docs/requirements/005-equipment.md §2): every role of `equipment.view` sees every
 * piece, but a reseller, who sees the pieces at the sites they brought, while those sites are in their
 * districts (the sites' own rule for what a reseller sees). A piece the caller may not see is 404.
 */
export function equipmentScope(user: AuthUser): repo.EquipmentScope {
  return isResellerOnly(user) ? { reseller: { id: user.id, districtIds: user.districtIds } } : {};
}

/** The piece, if the caller may see it; else 404. */
export function visiblePiece(ctx: AppContext, user: AuthUser, id: number): Promise<repo.EquipmentDbRow> {
  return found(repo.pieceRow(ctx.db, id, equipmentScope(user)), 'Equipment');
}
