import { z } from 'zod';
import { CONTRACT_INVOICE_MODES, type ContractInvoiceMode } from './contract-billing.ts';
import { zWhole } from './validation.ts';
import { VISIT_LEAD_DAYS, VISIT_MESSAGES } from './visits.ts';

/**
 * The company's settings beside its GST profile (issue 41 item 4, docs/api.md "Company settings"): whether
 * issuing an invoice mails it to the client (off until an admin turns it on), and how many days before a
 * contract's visit its maintenance task is made (issue 43 item 3; 7 until changed).
 */
export interface CompanySettings {
  send_on_issue: boolean;
  visit_lead_days: number;
  /** How the billing job makes a contract period's invoice: a draft to review (the default) or issued at once. */
  contract_invoices: ContractInvoiceMode;
  /** Who changed them last, and when; null while never saved (the defaults). */
  changed_by_name: string | null;
  updated_at: string | null;
}

/** GET /company-settings, PUT /company-settings. */
export interface CompanySettingsResponse {
  data: CompanySettings;
}

/** PUT /company-settings (admin): the settings sent are saved, the others kept; at least one. */
export const ZCompanySettingsRequest = z
  .object({
    send_on_issue: z.boolean({ error: 'Choose on or off' }).optional(),
    visit_lead_days: zWhole({
      min: VISIT_LEAD_DAYS.min,
      max: VISIT_LEAD_DAYS.max,
      message: VISIT_MESSAGES.leadDays,
    }).optional(),
    contract_invoices: z
      .enum(CONTRACT_INVOICE_MODES, { error: 'Choose drafts or issued at once' })
      .optional(),
  })
  .refine(
    (v) =>
      v.send_on_issue !== undefined || v.visit_lead_days !== undefined || v.contract_invoices !== undefined,
    {
      path: ['send_on_issue'],
      error: 'Choose on or off',
    },
  );
export type TCompanySettingsRequest = z.input<typeof ZCompanySettingsRequest>;
