import type { ProfileResponse, ProfileUser, TEditOwnProfileRequest } from '@aquadesk/shared/profile.ts';
import { PROFILE_MESSAGES } from '@aquadesk/shared/profile.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { fieldError, found, notFound } from '../../../platform/errors.ts';
import { removeReplaced, withStoredImage } from '../../../platform/stored-images.ts';
import * as accounts from '../../accounts/operations/users.ts';
import { companyLetterhead } from '../../company/operations/profile.ts';

type UserRow = accounts.UserRow;

const isAdmin = (u: AuthUser) => u.permissions.includes('admin');

export const signUrl = (file: string | null) => (file ? `/api/sign/${file}` : null);

function profileOf(u: UserRow): ProfileUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    user_type: u.userType,
    permissions: u.permissions,
    phone_number: u.phoneNumber,
    sign_url: signUrl(u.signFile),
  };
}

/** docs/api.md: own profile, or anyone's for an admin; otherwise 404. Clients have no profile here. */
async function target(ctx: AppContext, caller: AuthUser, email: string): Promise<UserRow> {
  const { db } = ctx;
  const user = await accounts.findUserByEmail(db, email);
  if (!user || user.userType === 'client') throw notFound('Profile');
  if (user.id !== caller.id && !isAdmin(caller)) throw notFound('Profile');
  return user;
}

export async function getProfile(
  ctx: AppContext,
  caller: AuthUser,
  input: { email: string },
): Promise<ProfileResponse> {
  const { email } = input;
  const user = await target(ctx, caller, email);
  // spec 001 §7 `address`: the letterhead printed above the signature on documents (docs/api.md)
  return { users: profileOf(user), address: await companyLetterhead(ctx) };
}

/** spec 001 §5: an image is required; it is checked by its bytes (docs/api.md Uploads). */
export async function addSign(
  ctx: AppContext,
  caller: AuthUser,
  input: { email: string; image: Buffer | undefined },
): Promise<ProfileUser> {
  const { email, image } = input;
  const { db } = ctx;
  const user = await target(ctx, caller, email);
  if (!image) throw fieldError('image', PROFILE_MESSAGES.imageRequired);
  // the new file is removed if the row cannot take it; the one it replaces goes once it has
  const { file, previous } = await withStoredImage(ctx.storage, 'sign', image, (file) =>
    db.transaction(async (tx) => {
      const previous = await accounts.lockSignFile(tx, user.id);
      await accounts.updateUser(tx, user.id, { signFile: file });
      return { file, previous };
    }),
  );
  await removeReplaced(ctx.storage, 'sign', previous, file);
  return profileOf({ ...user, signFile: file });
}

/** GET /api/profile (issue 31 item 5): the caller's own profile, a client's too. */
export async function ownProfile(ctx: AppContext, caller: AuthUser): Promise<ProfileUser> {
  return profileOf(await found(accounts.findUserById(ctx.db, caller.id), 'Profile'));
}

/** PATCH /api/profile (issue 31 item 5): the caller's own name and phone, bounded as the admin's edit. */
export async function editOwnProfile(
  ctx: AppContext,
  caller: AuthUser,
  input: TEditOwnProfileRequest,
): Promise<ProfileUser> {
  const { db } = ctx;
  await accounts.updateUser(db, caller.id, { name: input.name, phoneNumber: input.phone_number });
  return ownProfile(ctx, caller);
}

/** DELETE /api/profile/sign (issue 31 item 5): the caller's own signature goes; its file once that has committed. */
export async function removeOwnSign(ctx: AppContext, caller: AuthUser): Promise<ProfileUser> {
  const { db } = ctx;
  const previous = await db.transaction(async (tx) => {
    const file = await accounts.lockSignFile(tx, caller.id);
    if (file) await accounts.updateUser(tx, caller.id, { signFile: null });
    return file;
  });
  await removeReplaced(ctx.storage, 'sign', previous, null);
  return ownProfile(ctx, caller);
}

/** A signature image: its owner's or, for an admin, anyone's (other domains print theirs server-side). */
export async function readSign(ctx: AppContext, caller: AuthUser, input: { file: string }) {
  const { file } = input;
  const { db } = ctx;
  const owner = await accounts.findUserBySignFile(db, file);
  if (!owner || (owner.id !== caller.id && !isAdmin(caller))) throw notFound('Image');
  const image = await found(ctx.storage.read('sign', file), 'Image');
  return image;
}
