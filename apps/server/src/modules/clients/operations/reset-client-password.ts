import type { ZResetClientPasswordRequest } from '@aquadesk/shared/clients.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { found } from '../../../platform/errors.ts';
import { changePassword } from '../../accounts/operations/accounts.ts';
import * as accounts from '../../accounts/operations/users.ts';

export async function resetClientPassword(
  ctx: AppContext,
  _user: AuthUser,
  input: z.output<typeof ZResetClientPasswordRequest>,
): Promise<void> {
  const { db } = ctx;
  const client = await found(accounts.clientById(db, input.user_id), 'Client');
  await changePassword(ctx, client.id, input.password);
}
