import { VISIT_LEAD_DAYS } from '@aquadesk/shared/visits.ts';
import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { errorText, fieldErrorsOf } from '../../../lib/api-client.ts';
import { putSaved } from '../../../lib/put-saved.ts';
import { companySettingsKey, fetchCompanySettings, saveCompanySettings } from '../api.ts';
import { SettingsCard } from './settings-card.tsx';

/**
 * "Visit tasks" (issue 43 item 3, docs/api.md "Company settings"): how many days before a contract's visit
 * its maintenance task is made, 0 to 30 (7 until changed). An admin saves it; those who see the profile see it.
 */
export function VisitLeadDaysSetting({ readOnly }: { readOnly: boolean }) {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: companySettingsKey, queryFn: ({ signal }) => fetchCompanySettings(signal) });
  const [typed, setTyped] = useState<string | number | null>(null);
  const saved = q.data?.visit_lead_days ?? VISIT_LEAD_DAYS.default;
  const value = typed ?? saved;
  const save = useMutation({
    mutationFn: () => saveCompanySettings({ visit_lead_days: value }),
    onSuccess: (answer) => {
      setTyped(null);
      return putSaved(qc, companySettingsKey, () => answer);
    },
  });
  const error = fieldErrorsOf(save.error).visit_lead_days;
  return (
    <SettingsCard title="Visit tasks" gap="xs">
      <Group align="flex-end" gap="xs">
        <NumberInput
          label="Days before a visit its task is made"
          description="Each planned contract visit becomes a maintenance task for its technician this many days before its day."
          min={VISIT_LEAD_DAYS.min}
          max={VISIT_LEAD_DAYS.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={value}
          onChange={setTyped}
          disabled={readOnly || !q.data}
          error={error}
          w={{ base: '100%', sm: 360 }}
        />
        {!readOnly && (
          <Button
            onClick={() => save.mutate()}
            loading={save.isPending}
            disabled={typed === null || value === saved}
          >
            Save
          </Button>
        )}
      </Group>
      {!readOnly && (
        <Text size="xs" c="dimmed">
          From {VISIT_LEAD_DAYS.min} to {VISIT_LEAD_DAYS.max} days.
        </Text>
      )}
      {!error && <FormError message={errorText(save.error)} />}
    </SettingsCard>
  );
}
