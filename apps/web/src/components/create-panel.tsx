import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CreatePanel } from '../lib/use-create-panel.ts';
import { SlideInForm } from './slide-in-form.tsx';
import { SuccessMessage } from './success-panel.tsx';

interface CreateSlideInProps<Id> {
  panel: CreatePanel<Id>;
  title: string;
  /** The title once the item is saved. */
  createdTitle: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** What the panel shows once the item is saved (usually a `CreatedMessage`). */
  created: (id: Id) => ReactNode;
  /** The form. */
  children: ReactNode;
}

/** A list screen's "create" slide-in: the form, then what was created (see `useCreatePanel`). */
export function CreateSlideIn<Id>({
  panel,
  title,
  createdTitle,
  size,
  created,
  children,
}: CreateSlideInProps<Id>) {
  return (
    <SlideInForm
      opened={panel.opened}
      onClose={panel.close}
      title={panel.created !== null ? createdTitle : title}
      {...(size ? { size } : {})}
    >
      {panel.created !== null ? created(panel.created) : children}
    </SlideInForm>
  );
}

interface CreatedMessageProps {
  message: ReactNode;
  /** The new item's page, and the label of the button that opens it. */
  to: string;
  openLabel: string;
  onDone: () => void;
  /** Shown between the message and the buttons (a link to send, a copy button). */
  children?: ReactNode;
}

/** After creating: the message, then open the new item or Done (which closes at once). */
export function CreatedMessage({ message, to, openLabel, onDone, children }: CreatedMessageProps) {
  return (
    <SuccessMessage message={message}>
      {children}
      <Group>
        <Button variant="default" component={Link} to={to}>
          {openLabel}
        </Button>
        <Button onClick={onDone} miw={120}>
          Done
        </Button>
      </Group>
    </SuccessMessage>
  );
}
