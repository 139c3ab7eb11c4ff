import type { SiteInfo } from '@aquadesk/shared/site-info.ts';
import type { AppContext } from '../../../platform/context.ts';
import { keptLetterhead } from '../../company/operations/letterhead-copy.ts';

/**
 * GET /site-info: the brand and the company as the website names it, from the company profile in force as
 * this instance keeps it in memory (docs/api.md "Site info": every page of the website reads it).
 */
export async function siteInfo(ctx: AppContext): Promise<SiteInfo> {
  return { brand: ctx.config.brand, company: await keptLetterhead(ctx) };
}
