import { ZCompanyHistoryQuery, ZCompanyProfileRequest } from '@aquadesk/shared/company.ts';
import { ZCompanySettingsRequest } from '@aquadesk/shared/company-settings.ts';
import { actor } from '../../platform/authorize.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { saveSettings, viewSettings } from './operations/company-settings.ts';
import { profileHistory, saveProfile, viewProfile } from './operations/settings.ts';

/** The company's GST profile (issue 30 item 1, docs/api.md "Company profile"). */
export function companyRoutes(app: App, ctx: AppContext): void {
  app.get('/api/company-profile', { config: { action: 'company.view' } }, async () => ({
    data: await viewProfile(ctx),
  }));

  // a new version each time; saving what is in force adds none, so a repeated PUT is harmless without a key
  app.put(
    '/api/company-profile',
    { config: { action: 'company.edit' }, schema: { body: ZCompanyProfileRequest } },
    async (request) => ({ data: await saveProfile(ctx, actor(request), request.body) }),
  );

  app.get(
    '/api/company-profile/history',
    { config: { action: 'company.view' }, schema: { querystring: ZCompanyHistoryQuery } },
    async (request) => profileHistory(ctx, request.query),
  );

  // the settings beside the profile (issue 41 item 4: send on issue); a PUT sets them, so a repeat is harmless
  app.get('/api/company-settings', { config: { action: 'company.view' } }, async () => ({
    data: await viewSettings(ctx),
  }));
  app.put(
    '/api/company-settings',
    { config: { action: 'company.edit' }, schema: { body: ZCompanySettingsRequest } },
    async (request) => ({ data: await saveSettings(ctx, actor(request), request.body) }),
  );
}
