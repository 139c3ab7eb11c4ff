import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form's or an action's error above its fields, read out by screen readers; nothing without one. */
export function FormError({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
