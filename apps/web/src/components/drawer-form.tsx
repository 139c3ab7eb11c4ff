import { Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormError } from './form-error.tsx';
import { SlideInForm } from './slide-in-form.tsx';
import { SuccessPanel } from './success-panel.tsx';

interface DrawerFormProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** True once saved: the success panel replaces the form. */
  done: boolean;
  successMessage: string;
  /** A form-level error (not tied to one field), shown in a red alert above the fields. */
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: ReactNode;
  submitting: boolean;
  /** Shown above the error alert, e.g. who the form is about. */
  intro?: ReactNode;
  /** Width on larger screens (a phone always gets the full width). */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** A slide-in form: fields, an error alert and a submit button; after saving, a success panel with Done. */
export function DrawerForm({
  opened,
  onClose,
  title,
  done,
  successMessage,
  error,
  onSubmit,
  submitLabel,
  submitting,
  intro,
  size,
  children,
}: DrawerFormProps) {
  return (
    <SlideInForm opened={opened} onClose={onClose} title={title} {...(size ? { size } : {})}>
      {done ? (
        <SuccessPanel message={successMessage} onDone={onClose} />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            {intro}
            <FormError message={error} />
            {children}
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Stack>
        </form>
      )}
    </SlideInForm>
  );
}
