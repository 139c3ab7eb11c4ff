import { isResellerOnly } from '@aquadesk/shared/permissions.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { found, notFound } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';

/**
 * A record's image, only for staff who may see its client (docs/api.md "Records"): a reseller only for their own
 * clients or a site in their districts; anyone else, and any name that is not a record's, is 404.
 */
export async function recordImage(ctx: AppContext, user: AuthUser, input: { file: string }) {
  const owner = await found(repo.recordImageOwner(ctx.db, input.file), 'Image');
  if (
    isResellerOnly(user) &&
    owner.clientCreatedBy !== user.id &&
    !user.districtIds.includes(owner.districtId)
  ) {
    throw notFound('Image');
  }
  const image = await found(ctx.storage.read('record', input.file), 'Image');
  return image;
}
