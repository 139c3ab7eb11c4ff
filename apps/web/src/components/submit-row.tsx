import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface SubmitRowProps {
  loading: boolean;
  children: ReactNode;
  mt?: MantineSpacing;
}

/** The submit button of a side form, on the right. */
export function SubmitRow({ loading, children, mt }: SubmitRowProps) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button type="submit" loading={loading}>
        {children}
      </Button>
    </Group>
  );
}
