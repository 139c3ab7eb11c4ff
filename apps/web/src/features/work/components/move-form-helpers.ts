import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { type TaskRef, workKeys } from '../api.ts';

export function errorText(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The failure above the fields: none when the server named a field the form shows (it is shown there). */
export function formErrorOf(error: unknown, shownFields: readonly string[]): string | null {
  return Object.keys(fieldErrorsOf(error)).some((f) => shownFields.includes(f)) ? null : errorText(error);
}

export function useMoved(task: TaskRef, onClose: () => void) {
  const qc = useQueryClient();
  return (message: string) => {
    notifications.show({ color: 'teal', message });
    void qc.invalidateQueries({ queryKey: workKeys.report(task.id, task.worktype) });
    void qc.invalidateQueries({ queryKey: workKeys.tasks() });
    onClose();
  };
}
