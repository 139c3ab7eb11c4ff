import type { ZResetClientPasswordRequest } from '@aquadesk/shared/clients.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import * as accounts from '../../accounts/repository.ts';
import { changePassword } from '../../accounts/service.ts';

export async function resetClientPassword(
  ctx: AppContext,
  _user: AuthUser,
  input: z.output<typeof ZResetClientPasswordRequest>,
): Promise<void> {
  const { db } = ctx;
  const client = await accounts.clientById(db, input.user_id);
  if (!client) throw notFound('Client');
  await changePassword(ctx, client.id, input.password);
}
