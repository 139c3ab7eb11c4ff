import { ESTIMATE_LIMITS, ESTIMATE_MESSAGES } from '@aquadesk/shared/estimates.ts';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ZodForm } from '../../../lib/use-zod-form.ts';
import type { Values } from './new-estimate-values.ts';

/** The New estimate panel's work items: one input each, Remove, Add work item up to the limit. */
export function WorkItemsField({
  form,
  inputProps,
}: {
  form: UseFormReturnType<Values>;
  inputProps: ZodForm<Values>['inputProps'];
}) {
  const work = form.getValues().work;
  const full = work.length >= ESTIMATE_LIMITS.workItems;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Work{' '}
        <Text span c="red">
          *
        </Text>
      </Text>
      {work.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the work items are positional inputs (work.0, work.1 …)
        <Group key={`work-${i}`} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={`Work item ${i + 1}`}
            placeholder="e.g. Replace the dosing pump"
            style={{ flex: 1 }}
            {...inputProps(`work.${i}` as keyof Values & string)}
          />
          {work.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={6}
              aria-label={`Remove work item ${i + 1}`}
              onClick={() => form.removeListItem('work', i)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {typeof form.errors.work === 'string' && (
        <Text size="xs" c="red">
          {form.errors.work}
        </Text>
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => form.insertListItem('work', '')}
        // issue 28: a job card holds at most ESTIMATE_LIMITS.workItems work items
        disabled={full}
        style={{ alignSelf: 'flex-start' }}
      >
        Add work item
      </Button>
      {full && (
        <Text size="xs" c="dimmed">
          {ESTIMATE_MESSAGES.tooManyWorkItems}
        </Text>
      )}
    </Stack>
  );
}
