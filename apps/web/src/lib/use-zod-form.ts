import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from './api-client.ts';
import { emptyFields, useFieldHighlight } from './field-highlight.ts';
import { zodFormResolver } from './zod-form-resolver.ts';

type FieldOf<Values> = Extract<keyof Values, string>;

export interface ZodFormOptions<Values extends Record<string, unknown>> {
  /** The values the form opens with (read again at each reset, so it may depend on what is edited). */
  initialValues: Values;
  /** The shared request schema of packages/shared: the spec's rules and messages, checked before sending. */
  schema?: z.ZodType;
  /** Further rules of this screen (taken e-mail, a required upload); a schema error on a field wins. */
  validate?: (values: Values) => FormErrors;
  /** The form starts afresh (values, errors, message, success panel) whenever this changes: a form opening. */
  resetKey?: unknown;
  /** spec 000 §9: fields that fail (here or at the server) keep their red border for 3 s. */
  highlight?: boolean;
  /**
   * spec 000 §5 (site forms): empty ones of these fields only get the 3-second red border, with no
   * message, and nothing is sent; the other rules run once they are all filled.
   */
  required?: FieldOf<Values>[];
  /** Show the server's message above the fields even when it also names fields (login, forgot password). */
  messageWithFieldErrors?: boolean;
  /** The message when a failure carries none. */
  fallbackMessage?: string;
  /** Fields checked as soon as the user leaves them (Mantine `validateInputOnBlur`). */
  validateInputOnBlur?: FieldOf<Values>[];
}

export interface ZodForm<Values extends Record<string, unknown>> {
  form: UseFormReturnType<Values>;
  /** A form-level error (not tied to one field), for the alert above the fields. */
  message: string | null;
  setMessage: (message: string | null) => void;
  /** True once saved: the success panel with Done replaces the fields. */
  done: boolean;
  succeed: () => void;
  /** A failed request: a 400/409 `{ message, errors: { field: msg } }` lands on the fields, the rest above them. */
  fail: (error: unknown) => void;
  /** Validates with the schema and the screen's rules, then calls `handler` with the values. */
  onSubmit: (handler: (values: Values) => void) => (event?: FormEvent<HTMLFormElement>) => void;
  /** Mantine input props of a field, red while the field is highlighted. */
  inputProps: (field: FieldOf<Values>) => ReturnType<UseFormReturnType<Values>['getInputProps']>;
  /** The error of a field: its message, `true` while only highlighted, else undefined. */
  fieldError: (field: FieldOf<Values>) => string | true | undefined;
  /** Starts afresh with the given values (default: the current initial values). */
  reset: (values?: Values) => void;
}

/**
 * The one way to write a form: Mantine `useForm` checked by the shared zod schema, the server's field
 * errors mapped onto the fields, a form-level message, the success panel's state, a reset each time
 * the form opens, and (where the spec asks) the 3-second highlight of failing fields.
 */
export function useZodForm<Values extends Record<string, unknown>>(
  options: ZodFormOptions<Values>,
): ZodForm<Values> {
  const latest = useRef(options);
  latest.current = options;
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const highlight = useFieldHighlight<string>();
  const clearHighlight = highlight.clear;

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: options.initialValues,
    ...(options.validateInputOnBlur ? { validateInputOnBlur: options.validateInputOnBlur } : {}),
    validate: (values) => {
      const { schema, validate } = latest.current;
      const errors: FormErrors = schema ? zodFormResolver(schema)(values) : {};
      for (const [field, error] of Object.entries(validate?.(values) ?? {})) {
        if (!errors[field]) errors[field] = error;
      }
      return errors;
    },
  });
  const formRef = useRef(form);
  formRef.current = form;

  const reset = useCallback(
    (values?: Values) => {
      const next = values ?? latest.current.initialValues;
      const current = formRef.current;
      current.setInitialValues(next);
      current.setValues(next);
      current.resetDirty(next);
      current.resetTouched();
      current.clearErrors();
      setMessage(null);
      setDone(false);
      clearHighlight();
    },
    [clearHighlight],
  );

  // Reset whenever the form opens again (another target, or the same one after closing).
  const seenKey = useRef(options.resetKey);
  const { resetKey } = options;
  useEffect(() => {
    if (Object.is(seenKey.current, resetKey)) return;
    seenKey.current = resetKey;
    reset();
  }, [resetKey, reset]);

  const fail = useCallback(
    (error: unknown) => {
      const { fallbackMessage, messageWithFieldErrors, highlight: flashes } = latest.current;
      const fallback = fallbackMessage ?? 'Something went wrong. Please try again.';
      const text = error instanceof Error && error.message ? error.message : fallback;
      const fieldErrors = isApiError(error) ? error.fieldErrors : {};
      const fields = Object.keys(fieldErrors);
      if (fields.length === 0) {
        setMessage(text);
        return;
      }
      formRef.current.setErrors(fieldErrors);
      if (flashes) highlight.flash(fields);
      // a field the form does not show would hide the error: say it above the fields
      const values = formRef.current.getValues();
      const allShown = fields.every((field) => hasPath(values, field));
      setMessage(messageWithFieldErrors || !allShown ? text : null);
    },
    [highlight.flash],
  );

  const onSubmit = (handler: (values: Values) => void) => (event?: FormEvent<HTMLFormElement>) => {
    const { required } = latest.current;
    const missing = required
      ? emptyFields(form.getValues() as Record<FieldOf<Values>, unknown>, required)
      : [];
    if (missing.length > 0) {
      event?.preventDefault();
      setMessage(null);
      highlight.flash(missing);
      return;
    }
    form.onSubmit(
      (values) => {
        setMessage(null);
        handler(values);
      },
      (errors) => {
        if (latest.current.highlight) highlight.flash(Object.keys(errors));
      },
    )(event);
  };

  const fieldError = (field: FieldOf<Values>): string | true | undefined => {
    const error = form.errors[field];
    if (typeof error === 'string' && error) return error;
    return highlight.isHighlighted(field) ? true : undefined;
  };

  const inputProps = (field: FieldOf<Values>) => ({ ...form.getInputProps(field), error: fieldError(field) });

  return {
    form,
    message,
    setMessage,
    done,
    succeed: () => setDone(true),
    fail,
    onSubmit,
    inputProps,
    fieldError,
    reset,
  };
}

/**
 * Whether the form holds a value at a field's path as the server names it: `organization`, or a list's
 * field such as `products.0.discount` (a line's own input, which shows its error).
 */
export function hasPath(values: unknown, path: string): boolean {
  let at: unknown = values;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}
