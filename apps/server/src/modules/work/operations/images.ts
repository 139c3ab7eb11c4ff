import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { estimateFinishImage } from '../../estimates/operations/work-estimates.ts';
import * as repo from '../repository.ts';
import { viewerOf } from './visibility.ts';

/**
 * GET /addworks/{file} (spec 001 §7): a task's photo (start, submission, comment) only to those who may see
 * the task, else 404; an estimate's finish photo to staff, as the estimates screens show it.
 */
export async function workImage(ctx: AppContext, user: AuthUser, input: { file: string }) {
  const owner = await repo.fileOwner(ctx.db, input.file);
  if (owner) {
    const visible = await repo.isVisible(ctx.db, viewerOf(user), owner.taskId);
    if (!visible) throw notFound('Image');
    const image = await ctx.storage.read(owner.kind, input.file);
    if (!image) throw notFound('Image');
    return image;
  }
  const image = await estimateFinishImage(ctx, input.file);
  if (!image) throw notFound('Image');
  return image;
}
