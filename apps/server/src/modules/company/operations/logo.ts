import { companyProfileWatchers } from '@aquadesk/shared/audiences.ts';
import type { CompanyProfile } from '@aquadesk/shared/company.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { escapeHtml, type MailAttachment, type MailMessage } from '../../../platform/mail.ts';
import * as repo from '../repository.ts';
import { profilePayload } from '../wire.ts';
import { profileChanged } from './letterhead-copy.ts';
import { currentProfile, profileById } from './profile.ts';

/**
 * The company logo (issue 41 item 11, docs/api.md "Company profile"). It is part of the profile: a new logo
 * or its removal is a new version, as any other change, so a document issued under a version prints the
 * logo it was issued with. A logo file is therefore never deleted once a version names it (each is at most
 * a few dozen kB after LOGO_RULES); only a file whose version failed to save is removed again.
 */

/** Saves a new version: the one in force with `logoFile`; none when it already holds it. */
async function saveVersion(
  ctx: AppContext,
  user: AuthUser,
  logoFile: string | null,
): Promise<CompanyProfile> {
  const { id, added } = await ctx.db.transaction(async (tx) => {
    await repo.lockChanges(tx);
    const current = await currentProfile(tx, ctx.config);
    if (current.logoFile === logoFile) return { id: current.id, added: false };
    const { id: _id, createdAt: _at, changedBy: _by, ...values } = current;
    const row = await repo.insert(tx, { ...values, logoFile, changedBy: user.id });
    return { id: row.id, added: true };
  });
  const saved = profilePayload((await repo.byIdWithChanger(ctx.db, id))!);
  if (added) {
    profileChanged(ctx);
    ctx.realtime.emit(EVENTS.companyProfile, saved, companyProfileWatchers());
  }
  return saved;
}

/** PUT /company-profile/logo (company.edit): the image checked (Storage.saveLogo), then a new version. */
export async function setLogo(ctx: AppContext, user: AuthUser, image: Buffer): Promise<CompanyProfile> {
  const name = await ctx.storage.saveLogo(image);
  try {
    return await saveVersion(ctx, user, name);
  } catch (error) {
    await ctx.storage.remove('company_logo', name).catch(() => undefined);
    throw error;
  }
}

/** DELETE /company-profile/logo (company.edit): a new version without a logo; a repeat adds none. */
export function removeLogo(ctx: AppContext, user: AuthUser): Promise<CompanyProfile> {
  return saveVersion(ctx, user, null);
}

/** GET /company-logo/{file} (company.view): a logo of any version; 404 for any other name. */
export async function readLogo(
  ctx: AppContext,
  file: string,
): Promise<{ data: Buffer; contentType: string }> {
  const image = await ctx.storage.read('company_logo', file);
  if (!image) throw notFound('Image');
  return image;
}

/** The logo of a version (null: the one in force) with the name it stands for. */
async function logoImage(ctx: AppContext, profileId: number | null) {
  const profile = profileId ? await profileById(ctx.db, profileId) : await currentProfile(ctx.db, ctx.config);
  const image = profile?.logoFile ? await ctx.storage.read('company_logo', profile.logoFile) : null;
  return image && profile ? { ...image, name: profile.tradeName || profile.legalName } : null;
}

/**
 * The logo a document prints as a data URL (PNG or JPEG, as pdfkit embeds it): the one of the version it was
 * issued under (`profileId`), else of the version in force; null without one (the letterhead as before).
 */
export async function documentLogo(ctx: AppContext, profileId: number | null): Promise<string | null> {
  const image = await logoImage(ctx, profileId);
  return image ? `data:${image.contentType};base64,${image.data.toString('base64')}` : null;
}

/** The content id the logo goes by in a client mail (an inline attachment: no remote image to block). */
export const MAIL_LOGO_CID = 'company-logo@aquadesk';

/**
 * The logo at the top of a mail to a client (the version in force): an inline attachment and the HTML that
 * shows it, or null without a logo. The file is the stored one, within 800 × 400 pixels, so a mail stays small.
 */
export async function clientMailLogo(
  ctx: AppContext,
): Promise<{ attachment: MailAttachment; html: string } | null> {
  const image = await logoImage(ctx, null);
  if (!image) return null;
  const ext = image.contentType === 'image/png' ? 'png' : 'jpg';
  return {
    attachment: {
      filename: `logo.${ext}`,
      content: image.data,
      contentType: image.contentType,
      cid: MAIL_LOGO_CID,
    },
    html: `<p><img src="cid:${MAIL_LOGO_CID}" alt="${escapeHtml(image.name)}" style="max-height:60px;max-width:240px;height:auto;border:0"></p>`,
  };
}

/**
 * A mail to a client with the company logo at its top (issue 41 item 11): the logo above its HTML (a text-only
 * mail gets HTML of its text, line by line); the mail as it was without a logo.
 */
export async function withClientLogo(ctx: AppContext, message: MailMessage): Promise<MailMessage> {
  const logo = await clientMailLogo(ctx);
  if (!logo) return message;
  const body = message.html ?? `<p>${escapeHtml(message.text).replaceAll('\n', '<br>')}</p>`;
  return {
    ...message,
    html: `${logo.html}${body}`,
    attachments: [...(message.attachments ?? []), logo.attachment],
  };
}
