import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useZodForm } from './use-zod-form.ts';

interface ModalFormOptions<Values extends Record<string, unknown>, Result> {
  initialValues: Values;
  /** The shared request schema: its rules and messages are checked before sending. */
  schema: z.ZodType;
  /** Changes each time the dialog opens: the form starts afresh. */
  openKey: number;
  save: (values: Values) => Promise<Result>;
  /** After the server's yes: refresh what it changed, tell the user, close. */
  onSaved: (result: Result) => void;
}

/**
 * A dialog's form that sends one request (a reason modal, a payment): useZodForm checked by the shared
 * schema with the failing fields highlighted, reset at each opening, the server's field errors landing at
 * their fields and the rest above them; `submit` for the form and `pending` for its button.
 */
export function useModalForm<Values extends Record<string, unknown>, Result>(
  options: ModalFormOptions<Values, Result>,
) {
  const zodForm = useZodForm<Values>({
    initialValues: options.initialValues,
    schema: options.schema,
    resetKey: options.openKey,
    highlight: true,
  });
  const mutation = useMutation({
    mutationFn: options.save,
    onSuccess: options.onSaved,
    onError: zodForm.fail,
  });
  return { ...zodForm, submit: zodForm.onSubmit((v) => mutation.mutate(v)), pending: mutation.isPending };
}
