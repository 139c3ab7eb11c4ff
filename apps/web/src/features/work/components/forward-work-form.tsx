import { type TaskRow, WORK_MESSAGES } from '@aquadesk/shared/work.ts';
import { Button, MultiSelect, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
import { fieldErrorsOf, formErrorOf } from '../../../lib/api-client.ts';
import { useCloseOnPick } from '../../../lib/use-close-on-pick.ts';
import { usePeoplePick } from '../../../lib/use-people-pick.ts';
import { serverSearchProps, staffOption, useKeptOptions } from '../../../lib/use-staff-search.ts';
import { forwardWork } from '../api.ts';
import { useWorkPickers } from '../hooks/use-work-pickers.ts';
import { useMoved } from './move-form-helpers.ts';
import { ICONS } from './task-move-kinds.tsx';

export function ForwardForm({ task, onClose }: { task: TaskRow; onClose: () => void }) {
  const { search, setSearch, pickers } = useWorkPickers();
  const closeOnPick = useCloseOnPick();
  const {
    picked,
    setPicked,
    error: localError,
    setError: setLocalError,
    onSubmit,
  } = usePeoplePick(WORK_MESSAGES.forwardEmployeeRequired);
  const done = useMoved(task, onClose);
  const forward = useMutation({
    mutationFn: (ids: number[]) => forwardWork(task, ids),
    onSuccess: () => done(`Work #${task.id} forwarded`),
  });
  const onTask = new Set(task.users_list.map((p) => p.id));
  const found = (pickers.data?.employees ?? []).filter((e) => !onTask.has(e.id)).map((e) => staffOption(e));
  // the chosen ones stay listed when a new search no longer finds them
  const { options, remember } = useKeptOptions(found, picked);
  const fieldErrors = fieldErrorsOf(forward.error);
  return (
    <form noValidate onSubmit={onSubmit((ids) => forward.mutate(ids))}>
      <Stack gap="sm">
        <FormError message={formErrorOf(forward.error, ['users_id'])} />
        <MultiSelect
          size="md"
          label="Forward to"
          placeholder={pickers.isPending ? 'Loading employees…' : 'Search and pick employees'}
          required
          {...serverSearchProps({ search, setSearch })}
          {...closeOnPick}
          // the dialog's first focus lands here (not on its close button, which would blur what is typed)
          data-autofocus
          openOnFocus={false}
          data={options}
          value={picked}
          onChange={(ids) => {
            remember(ids);
            setPicked(ids);
            if (ids.length > 0) setLocalError(null);
          }}
          error={localError ?? fieldErrors.users_id}
          nothingFoundMessage="No employee found"
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="sm" c="dimmed">
          Forwarded employees join the task and can start, submit and comment on it.
        </Text>
        <Button type="submit" loading={forward.isPending} leftSection={ICONS.forward}>
          Forward
        </Button>
      </Stack>
    </form>
  );
}
