import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** The spec's words for an empty list ('No employees found'). */
  message: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ message, description, icon, action }: EmptyStateProps) {
  return (
    <MantineEmptyState
      py="xl"
      title={message}
      description={description}
      icon={icon ?? <IconInbox size={28} aria-hidden />}
      variant="light"
    >
      {action}
    </MantineEmptyState>
  );
}
