import type { SiteInfo } from '@aquadesk/shared/site-info.ts';
import type { AppContext } from '../../../platform/context.ts';
import { companyLetterhead } from '../../company/operations/profile.ts';

/** GET /site-info: the brand and the company as the website names it, from the company profile in force. */
export async function siteInfo(ctx: AppContext): Promise<SiteInfo> {
  return { brand: ctx.config.brand, company: await companyLetterhead(ctx) };
}
