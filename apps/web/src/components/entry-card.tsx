import { Badge, Button, type ButtonProps, Card, Group, Stack, Text } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

interface Props {
  /** The card's heading (a note's heading, a site's name). */
  title: string;
  /** The small label beside the heading (a site name, a file id). */
  badge?: ReactNode;
  /** A full-width picture above the heading. */
  image?: ReactNode;
  testId: string;
  ariaLabel?: string;
  children: ReactNode;
}

/** A bordered card of a list of entries: picture, heading with its badge, then the entry's lines. */
export function EntryCard({ title, badge, image, testId, ariaLabel, children }: Props) {
  return (
    <Card withBorder padding="md" radius="md" data-testid={testId} aria-label={ariaLabel}>
      {image && <Card.Section mb="sm">{image}</Card.Section>}
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={650} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          {badge !== undefined && badge !== null && (
            <Badge variant="light" radius="sm" style={{ flexShrink: 0 }}>
              {badge}
            </Badge>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** An entry's long text, line breaks kept. */
export function EntryText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}

/** A small action under an entry (Edit, Mail, Close). */
export function EntryAction({
  icon: Icon,
  children,
  ...props
}: Omit<ButtonProps, 'size' | 'variant' | 'leftSection'> & {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button size="xs" variant="light" leftSection={<Icon size={14} aria-hidden />} {...props}>
      {children}
    </Button>
  );
}
