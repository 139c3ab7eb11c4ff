import { z } from 'zod';

/**
 * The company's settings beside its GST profile (issue 41 item 4, docs/api.md "Company settings"): whether
 * issuing an invoice mails it to the client. Off until an admin turns it on.
 */
export interface CompanySettings {
  send_on_issue: boolean;
  /** Who changed them last, and when; null while never saved (the defaults). */
  changed_by_name: string | null;
  updated_at: string | null;
}

/** GET /company-settings, PUT /company-settings. */
export interface CompanySettingsResponse {
  data: CompanySettings;
}

/** PUT /company-settings (admin). */
export const ZCompanySettingsRequest = z.object({
  send_on_issue: z.boolean({ error: 'Choose on or off' }),
});
export type TCompanySettingsRequest = z.input<typeof ZCompanySettingsRequest>;
