/**
 * The accounts (the `users` table) as other domains reach them: finding a user, the e-mail checks, and
 * writing an account's shared fields. Every function takes the database or a transaction, so a caller
 * composes it in its own transaction.
 */
export {
  emailTaken,
  findSessionUser,
  findUserByEmail,
  findUserById,
  findUserBySignFile,
  insertUser,
  lockSignFile,
  type NewUser,
  pageEmails,
  setPassword,
  type UserRow,
  updateUser,
} from '../repository.ts';
