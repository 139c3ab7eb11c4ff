/**
 * The accounts (the `users` table) as other domains reach them: finding a user or a client account, the
 * e-mail checks, writing an account's shared fields, and its password-reset links. Every function takes the database or a transaction, so a caller
 * composes it in its own transaction.
 */
export {
  clientById,
  consumeResetToken,
  contactsOf,
  emailTaken,
  findSessionUser,
  findUserByEmail,
  findUserById,
  findUserBySignFile,
  insertResetToken,
  insertUser,
  insertUsers,
  lockSignFile,
  type NewUser,
  pageEmails,
  searchOrganizations,
  setPassword,
  staffIdsWithRoles,
  type UserRow,
  updateUser,
  voidResetTokens,
} from '../repository.ts';
