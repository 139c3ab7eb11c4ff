import type { Screen } from '@aquadesk/shared/screens.ts';
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SCREEN_DESCRIPTIONS } from '../../navigation/screen-descriptions.ts';
import { ScreenIcon } from '../../navigation/screen-icon.tsx';
import classes from './screen-cards.module.css';

export function ScreenCards({ screens }: { screens: readonly Screen[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {screens.map((screen) => (
        <Card key={screen.key} component={Link} to={screen.path} padding="lg" className={classes.card}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light">
              <ScreenIcon screenKey={screen.key} size={24} />
            </ThemeIcon>
            <IconChevronRight size={18} className={classes.chevron} aria-hidden />
          </Group>
          <Text fw={650} mt="md">
            {screen.label}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {SCREEN_DESCRIPTIONS[screen.key as keyof typeof SCREEN_DESCRIPTIONS] ?? ''}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
