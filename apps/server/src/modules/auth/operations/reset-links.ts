/**
 * Password-reset links as other domains end them: a password set by anyone (the user, an admin) voids
 * the links still open, so an old mail cannot undo it.
 */
export { voidResetTokens } from '../repository.ts';
