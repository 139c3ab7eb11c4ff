import {
  CALL_LIMITS,
  CALL_URGENCY_LABELS,
  type RaisedCall,
  ZRaiseCallRequest,
} from '@aquadesk/shared/calls.ts';
import { formatDateTime } from '@aquadesk/shared/format.ts';
import { PRIORITIES, type Priority } from '@aquadesk/shared/work.ts';
import { Paper, Radio, Select, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { SuccessPanel } from '../../../components/success-panel.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { callKeys, fetchCallPicks, raiseCall } from '../api.ts';

type Values = { site_id: string; equipment_id: string; complaint: string; priority: string };
const EMPTY: Values = { site_id: '', equipment_id: '', complaint: '', priority: '' };

/** What the client is told once the call is in: its task number and when we respond, or that it is chargeable. */
function raisedMessage(call: RaisedCall): string {
  if (call.chargeable) {
    return `Breakdown reported (call #${call.task_id}). No service contract covers this site: the visit is chargeable, and we will send you an estimate.`;
  }
  return `Breakdown reported (call #${call.task_id}). Under your service contract we respond by ${formatDateTime(call.response_due)} and resolve it by ${formatDateTime(call.resolution_due)}.`;
}

/**
 * A client's "Report a breakdown" (issue 43 item 7, docs/requirements/010-calls.md §1) on their home screen:
 * one of their sites, a piece of equipment there if they know which, what is wrong and how urgent. The server
 * checks the site is theirs; its messages land at the fields.
 */
export function ReportBreakdownSection() {
  const picks = useQuery({ queryKey: callKeys.picks(), queryFn: ({ signal }) => fetchCallPicks(signal) });
  const [resetKey, setResetKey] = useState(0);
  const [raised, setRaised] = useState<RaisedCall | null>(null);
  const { form, message, fail, onSubmit, inputProps, done, succeed } = useZodForm<Values>({
    initialValues: EMPTY,
    schema: ZRaiseCallRequest,
    resetKey,
    highlight: true,
  });
  const save = useMutation({
    mutationFn: (v: Values) =>
      raiseCall({
        site_id: Number(v.site_id),
        equipment_id: v.equipment_id === '' ? null : Number(v.equipment_id),
        complaint: v.complaint.trim(),
        priority: v.priority as Priority,
      }),
    onSuccess: (call) => {
      setRaised(call);
      succeed();
    },
    onError: fail,
  });
  const sites = picks.data ?? [];
  if (picks.isSuccess && sites.length === 0) return null;
  const site = sites.find((s) => String(s.id) === form.getValues().site_id);
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      radius="md"
      component="section"
      aria-label="Report a breakdown"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3}>
            <ThemeIcon size={30} radius="md" variant="light" color="orange" mr="xs" component="span">
              <IconAlertTriangle size={18} aria-hidden />
            </ThemeIcon>
            Report a breakdown
          </Title>
          <Text size="sm" c="dimmed">
            Tell us which plant has a problem. Our team is told at once, and your service contract’s response
            time starts now.
          </Text>
        </Stack>
        {done && raised ? (
          <SuccessPanel
            message={raisedMessage(raised)}
            onDone={() => {
              setRaised(null);
              setResetKey((k) => k + 1);
            }}
          />
        ) : (
          <form onSubmit={onSubmit((v) => save.mutate(v))} noValidate aria-label="Report a breakdown">
            <Stack gap="sm">
              <FormError message={message} />
              <Select
                label="Site"
                withAsterisk
                placeholder="Choose the site"
                data={sites.map((s) => ({ value: String(s.id), label: s.site_name }))}
                {...inputProps('site_id')}
                onChange={(v) => {
                  form.setFieldValue('site_id', v ?? '');
                  form.setFieldValue('equipment_id', '');
                }}
              />
              <Select
                label="Equipment (if you know which)"
                placeholder={site ? 'The whole site' : 'Choose the site first'}
                clearable
                disabled={!site || site.equipment.length === 0}
                data={(site?.equipment ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
                {...inputProps('equipment_id')}
                onChange={(v) => form.setFieldValue('equipment_id', v ?? '')}
              />
              <Textarea
                label="What is wrong"
                withAsterisk
                autosize
                minRows={3}
                maxRows={8}
                maxLength={CALL_LIMITS.complaint}
                placeholder="What you see, hear or smell, and since when"
                {...inputProps('complaint')}
              />
              <Radio.Group label="How urgent" withAsterisk {...inputProps('priority')}>
                <Stack gap={6} mt={6}>
                  {PRIORITIES.map((p) => (
                    <Radio key={p} value={p} label={CALL_URGENCY_LABELS[p]} />
                  ))}
                </Stack>
              </Radio.Group>
              <SubmitRow loading={save.isPending}>Report breakdown</SubmitRow>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
