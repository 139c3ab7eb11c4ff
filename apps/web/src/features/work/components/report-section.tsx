import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled box of the work report (Working time, Submissions, History, Comments). */
export function ReportSection({
  label,
  title,
  children,
}: {
  label: string;
  title?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      <Text fw={650} mb="sm">
        {title ?? label}
      </Text>
      {children}
    </Paper>
  );
}
