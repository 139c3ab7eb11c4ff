import { LOGO_REQUIRED, ZCompanyHistoryQuery, ZCompanyProfileRequest } from '@aquadesk/shared/company.ts';
import { ZCompanySettingsRequest } from '@aquadesk/shared/company-settings.ts';
import { z } from 'zod';
import { actor } from '../../platform/authorize.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/send-file.ts';
import { ONE_IMAGE, readMultipart, validateMultipart } from '../../platform/uploads.ts';
import { saveSettings, viewSettings } from './operations/company-settings.ts';
import { readLogo, removeLogo, setLogo } from './operations/logo.ts';
import { profileHistory, saveProfile, viewProfile } from './operations/settings.ts';

/** The company's GST profile (issue 30 item 1, docs/api.md "Company profile"). */
export function companyRoutes(app: App, ctx: AppContext): void {
  app.get('/api/company-profile', { config: { action: 'company.view' } }, async () => ({
    data: await viewProfile(ctx),
  }));

  // a new version each time; saving what is in force adds none, so a repeated PUT is harmless without a key
  callRoute.put(
    app,
    '/api/company-profile',
    { action: 'company.edit', body: ZCompanyProfileRequest },
    async (user, { body }) => ({ data: await saveProfile(ctx, user, body) }),
  );

  app.get(
    '/api/company-profile/history',
    { config: { action: 'company.view' }, schema: { querystring: ZCompanyHistoryQuery } },
    async (request) => profileHistory(ctx, request.query),
  );

  // issue 41 item 11: the logo, a new version of the profile each time (a repeat of the same upload adds one more)
  app.put('/api/company-profile/logo', { config: { action: 'company.edit' } }, async (request) => {
    const user = actor(request);
    const body = await readMultipart(request, ctx.config, ONE_IMAGE);
    const { images } = validateMultipart(body, {
      fields: z.object({}),
      images: { logo: { required: LOGO_REQUIRED } },
    });
    return { data: await setLogo(ctx, user, images.logo!) };
  });
  callRoute.delete(app, '/api/company-profile/logo', { action: 'company.edit' }, async (user) => ({
    data: await removeLogo(ctx, user),
  }));
  // a logo of any version, to those who see the profile (its name is random and never reused)
  app.get(
    '/api/company-logo/:file',
    { config: { action: 'company.view' }, schema: { params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const { data: body, contentType } = await readLogo(ctx, request.params.file);
      return sendFile(reply, { body, contentType }, { cache: 'private, max-age=86400, immutable' });
    },
  );

  // the settings beside the profile (issue 41 item 4: send on issue); a PUT sets them, so a repeat is harmless
  app.get('/api/company-settings', { config: { action: 'company.view' } }, async () => ({
    data: await viewSettings(ctx),
  }));
  callRoute.put(
    app,
    '/api/company-settings',
    { action: 'company.edit', body: ZCompanySettingsRequest },
    async (user, { body }) => ({ data: await saveSettings(ctx, user, body) }),
  );
}
