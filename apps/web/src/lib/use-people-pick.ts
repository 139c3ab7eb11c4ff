import { useMemo } from 'react';
import { z } from 'zod';
import { useZodForm } from './use-zod-form.ts';

/**
 * A form that picks people (approve an estimate, forward a task): the chosen ids, checked by a schema
 * through the form hook (at least one, with the screen's message), handed over as numbers.
 */
export function usePeoplePick(requiredMessage: string) {
  const schema = useMemo(
    () => z.object({ users_id: z.array(z.string()).min(1, requiredMessage) }),
    [requiredMessage],
  );
  const { form, onSubmit } = useZodForm<{ users_id: string[] }>({ initialValues: { users_id: [] }, schema });
  const own = form.errors.users_id;
  return {
    picked: form.getValues().users_id,
    setPicked: (ids: string[]) => {
      form.setFieldValue('users_id', ids);
      if (ids.length > 0) form.clearFieldError('users_id');
    },
    error: typeof own === 'string' ? own : null,
    setError: (message: string | null) =>
      message ? form.setFieldError('users_id', message) : form.clearFieldError('users_id'),
    onSubmit: (send: (ids: number[]) => void) => onSubmit((v) => send(v.users_id.map(Number))),
  };
}
