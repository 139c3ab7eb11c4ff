import { formatDateTime } from '@aquadesk/shared/format.ts';
import { Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { putSaved } from '../../../lib/put-saved.ts';
import { companySettingsKey, fetchCompanySettings, saveCompanySettings } from '../api.ts';
import { SettingsCard } from './settings-card.tsx';

/**
 * "Send invoices on issue" (issue 41 item 4, docs/api.md "Company settings"): off by default; when on, an
 * invoice is mailed to its client's address with its PDF and pay link once it is issued. An admin switches
 * it; those who may see the profile see it.
 */
export function SendOnIssueSetting({ readOnly }: { readOnly: boolean }) {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: companySettingsKey, queryFn: ({ signal }) => fetchCompanySettings(signal) });
  // what the switch shows while it saves: set in the click's own render, so it never flicks back to the
  // old position until the request's state arrives (a journey's check() saw it unchanged under load)
  const [moving, setMoving] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (on: boolean) => saveCompanySettings({ send_on_issue: on }),
    onSuccess: (saved) => putSaved(qc, companySettingsKey, () => saved),
    onSettled: () => setMoving(null),
  });
  const settings = q.data;
  return (
    <SettingsCard title="Mail" gap="xs">
      <Switch
        label="Send invoices on issue"
        description="Mail each invoice to the client's e-mail address, with its PDF and pay link, once it is issued. A mail that fails never stops the issue: the invoice's history says so, and Send tries again."
        // moves at once while it saves (disabled meanwhile), back again if the save fails
        checked={moving ?? settings?.send_on_issue ?? false}
        disabled={readOnly || !settings || moving !== null}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          setMoving(on);
          save.mutate(on);
        }}
      />
      {settings?.changed_by_name && settings.updated_at && (
        <Text size="xs" c="dimmed">
          Changed by {settings.changed_by_name} at {formatDateTime(settings.updated_at)}
        </Text>
      )}
      <FormError message={errorText(save.error ?? q.error)} />
    </SettingsCard>
  );
}
