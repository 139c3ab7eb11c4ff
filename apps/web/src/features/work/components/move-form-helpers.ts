import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type TaskRef, workKeys } from '../api.ts';

export function useMoved(task: TaskRef, onClose: () => void) {
  const qc = useQueryClient();
  return (message: string) => {
    notifications.show({ color: 'teal', message });
    void qc.invalidateQueries({ queryKey: workKeys.report(task.id, task.worktype) });
    void qc.invalidateQueries({ queryKey: workKeys.tasks() });
    onClose();
  };
}
