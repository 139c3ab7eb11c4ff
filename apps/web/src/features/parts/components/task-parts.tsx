import { formatRupees } from '@aquadesk/shared/format.ts';
import { sumAmounts } from '@aquadesk/shared/money.ts';
import type { PartLine } from '@aquadesk/shared/parts.ts';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { partsKeys, removePart, usePartEvents, useTaskParts } from '../api.ts';
import { AddPartForm } from './add-part-form.tsx';
import { PartLinesTable } from './part-lines-table.tsx';

/**
 * The work report's "Parts used" (issue 43 item 5): the task's lines with their cover, and for those who
 * work on it while it is not finished, add and remove. Shown on maintenance tasks only; nothing when the
 * task is not one the caller may open (the report says so itself).
 */
export function TaskPartsSection() {
  const { id = '', worktype = '' } = useParams();
  const taskId = Number(id);
  const valid = Number.isInteger(taskId) && taskId > 0 && worktype === 'Maintenance';
  if (!valid) return null;
  return <TaskParts taskId={taskId} />;
}

function TaskParts({ taskId }: { taskId: number }) {
  usePartEvents();
  const qc = useQueryClient();
  const q = useTaskParts(taskId);
  const remove = useMutation({
    mutationFn: (line: PartLine) => removePart(line.id),
    onSuccess: () => void qc.invalidateQueries({ queryKey: partsKeys.all }),
    onError: (e) => notifications.show({ color: 'red', title: 'Not removed', message: e.message }),
  });
  // a task the caller may not open: the report itself says so
  if (q.isPending || q.isError) return null;
  const { data: lines, can_change } = q.data;
  const chargeable = sumAmounts(lines.filter((l) => !l.covered).map((l) => l.amount));
  return (
    <Paper withBorder p="md" component="section" aria-label="Parts used">
      <Stack gap="sm">
        <Text fw={650}>Parts used</Text>
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            No parts used yet
          </Text>
        ) : (
          <>
            <PartLinesTable
              lines={lines}
              label="Parts used on this task"
              action={
                can_change
                  ? (l) =>
                      l.invoice_id === null && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={remove.isPending && remove.variables?.id === l.id}
                          onClick={() => remove.mutate(l)}
                          aria-label={`Remove ${l.product_name}`}
                        >
                          Remove
                        </Button>
                      )
                  : undefined
              }
            />
            <Text size="sm" c="dimmed">
              Chargeable to the client: {formatRupees(chargeable)} before GST
            </Text>
          </>
        )}
        {can_change && <AddPartForm taskId={taskId} />}
      </Stack>
    </Paper>
  );
}
