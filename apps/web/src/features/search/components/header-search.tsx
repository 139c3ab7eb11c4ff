import { ActionIcon, Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

const SearchSpotlight = lazy(() =>
  import('./search-spotlight.tsx').then((m) => ({ default: m.SearchSpotlight })),
);

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const SHORTCUT = isMac ? '⌘ K' : 'Ctrl K';

/**
 * The header's search (docs/api.md "Search"): a box on wide screens, an icon on narrow ones (375 px), and
 * Ctrl+K / Cmd+K anywhere, even in a field; each opens the spotlight, whose code loads with its first use.
 */
export function HeaderSearch() {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const open = () => {
    setWanted(true);
    setOpened(true);
  };
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      <UnstyledButton
        onClick={open}
        onPointerEnter={() => void import('./search-spotlight.tsx')}
        visibleFrom="sm"
        // named by its text, "Find anything… Ctrl K" (WCAG 2.5.3: the visible words in the name)
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        aria-haspopup="dialog"
        px="sm"
        h={34}
        w={{ sm: 200, md: 280 }}
        style={{
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-md)',
          background: 'var(--mantine-color-body)',
        }}
      >
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap">
            <IconSearch size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              Find anything…
            </Text>
          </Group>
          <Kbd size="xs">{SHORTCUT}</Kbd>
        </Group>
      </UnstyledButton>
      <ActionIcon
        onClick={open}
        variant="subtle"
        color="gray"
        size="lg"
        hiddenFrom="sm"
        aria-label="Find anything"
        aria-haspopup="dialog"
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      {wanted && (
        <Suspense fallback={null}>
          <SearchSpotlight opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
