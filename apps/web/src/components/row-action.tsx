import { ActionIcon, type MantineColor, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

interface RowActionProps {
  /** The tooltip ('Edit'). */
  label: string;
  /** The button's accessible name ('Edit Asha'). */
  ariaLabel: string;
  onClick: () => void;
  color?: MantineColor;
  /** The icon. */
  children: ReactNode;
}

/** An icon button in a table's action column, with its tooltip. */
export function RowAction({ label, ariaLabel, onClick, color, children }: RowActionProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={ariaLabel} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
