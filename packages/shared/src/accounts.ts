import { z } from 'zod';
import { zEmail } from './validation.ts';

/**
 * "Is this e-mail free?" (docs/api.md): the forms that create accounts ask before sending, instead of
 * holding every account's e-mail. The server still refuses a duplicate with 409 on create.
 */
export const ZEmailAvailableQuery = z.object({ email: zEmail });
export type TEmailAvailableQuery = z.input<typeof ZEmailAvailableQuery>;

export interface EmailAvailableResponse {
  available: boolean;
}

/** Per user, per minute (the check is rate limited so it cannot list the accounts by guessing). */
export const EMAIL_CHECKS_PER_MINUTE = 60;
