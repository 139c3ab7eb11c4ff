import { COMPANY_MESSAGES, type CompanyProfile, ZCompanyProfileRequest } from '@aquadesk/shared/company.ts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
import { putSaved } from '../../../lib/put-saved.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { companyKeys, saveCompanyProfile } from '../api.ts';
import { type CompanyFormValues, valuesOf } from '../form-values.ts';
import {
  AddressSection,
  BankSection,
  DefaultsSection,
  IdentitySection,
  NumberingSection,
  TaxSection,
  TermsSection,
} from './company-form-sections.tsx';
import { TaxInvoiceChecklist } from './tax-invoice-checklist.tsx';

/** Checked as soon as they are left: the codes whose reason helps while typing (spec 002 §2). */
const CHECK_ON_BLUR: (keyof CompanyFormValues)[] = [
  'gstin',
  'pan',
  'bank_account_number',
  'bank_ifsc',
  'upi_id',
  'invoice_prefix',
  'credit_note_prefix',
  'debit_note_prefix',
  'receipt_prefix',
  'default_sac',
];

/**
 * The company's GST profile in sections (issue 30 item 1). An admin saves it as a new version; the others
 * who may read it see the same fields, read-only. A save or another admin's change refills the form.
 */
export function CompanyForm({ profile, readOnly }: { profile: CompanyProfile; readOnly: boolean }) {
  const qc = useQueryClient();
  const f = useZodForm<CompanyFormValues>({
    initialValues: valuesOf(profile),
    schema: ZCompanyProfileRequest,
    resetKey: profile.id,
    highlight: true,
    validateInputOnBlur: CHECK_ON_BLUR,
  });
  const save = useMutation({
    mutationFn: saveCompanyProfile,
    onSuccess: async (saved) => {
      await putSaved(qc, companyKeys.current(), () => saved);
      void qc.invalidateQueries({ queryKey: companyKeys.history() });
      f.reset(valuesOf(saved));
      notifications.show({ color: 'teal', message: COMPANY_MESSAGES.saved });
    },
    onError: f.fail,
  });
  const sections = { f, readOnly };
  return (
    <form
      noValidate
      aria-label="Company settings"
      onSubmit={readOnly ? (e) => e.preventDefault() : f.onSubmit((values) => save.mutate(values))}
    >
      <Stack gap="md">
        {readOnly && (
          <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />}>
            Only an admin can change the company settings.
          </Alert>
        )}
        <TaxInvoiceChecklist
          gaps={profile.tax_invoice_gaps}
          onGoTo={(field) => {
            const input = f.form.getInputNode(field);
            input?.scrollIntoView({ block: 'center' });
            input?.focus({ preventScroll: true });
          }}
        />
        <IdentitySection {...sections} />
        <AddressSection {...sections} />
        <TaxSection {...sections} />
        <BankSection {...sections} />
        <NumberingSection {...sections} />
        <DefaultsSection {...sections} />
        <TermsSection {...sections} />
        <FormError message={f.message} />
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save settings
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
