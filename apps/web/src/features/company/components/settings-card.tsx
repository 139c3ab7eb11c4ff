import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of the company settings (the logo, mail), a section named by its title. */
export function SettingsCard({
  title,
  gap,
  children,
}: {
  title: string;
  gap: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap={gap}>
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
