import {
  CONTRACT_INVOICE_MODE_LABELS,
  CONTRACT_INVOICE_MODES,
  type ContractInvoiceMode,
} from '@aquadesk/shared/contract-billing.ts';
import { Radio, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { putSaved } from '../../../lib/put-saved.ts';
import { companySettingsKey, fetchCompanySettings, saveCompanySettings } from '../api.ts';
import { SettingsCard } from './settings-card.tsx';

/**
 * "Contract invoices" (issue 43 item 8, docs/api.md "Company settings"): whether each contract period's invoice
 * is made as a draft to review (the default) or issued at once. An admin chooses; those who may see the profile
 * see it.
 */
export function ContractInvoicesSetting({ readOnly }: { readOnly: boolean }) {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: companySettingsKey, queryFn: ({ signal }) => fetchCompanySettings(signal) });
  const [moving, setMoving] = useState<ContractInvoiceMode | null>(null);
  const save = useMutation({
    mutationFn: (mode: ContractInvoiceMode) => saveCompanySettings({ contract_invoices: mode }),
    onSuccess: (saved) => putSaved(qc, companySettingsKey, () => saved),
    onSettled: () => setMoving(null),
  });
  const saved = q.data?.contract_invoices ?? 'draft';
  return (
    <SettingsCard title="Contract invoices" gap="xs">
      <Radio.Group
        label="Each contract period's invoice, on its bill day"
        description="A draft waits for finance to review and issue it; issued at once, it is numbered (and mailed when invoices are sent on issue)."
        value={moving ?? saved}
        onChange={(value) => {
          const mode = value as ContractInvoiceMode;
          setMoving(mode);
          save.mutate(mode);
        }}
      >
        <Stack gap={6} mt="xs">
          {CONTRACT_INVOICE_MODES.map((mode) => (
            <Radio
              key={mode}
              value={mode}
              label={CONTRACT_INVOICE_MODE_LABELS[mode]}
              disabled={readOnly || !q.data || moving !== null}
            />
          ))}
        </Stack>
      </Radio.Group>
      <FormError message={errorText(save.error ?? q.error)} />
    </SettingsCard>
  );
}
