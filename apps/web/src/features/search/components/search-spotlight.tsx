import { SEARCH_KIND_LABELS, SEARCH_MIN, type SearchKind } from '@aquadesk/shared/search.ts';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import {
  IconAlertTriangle,
  IconBuilding,
  IconBuildingFactory2,
  IconClipboardList,
  IconFileInvoice,
  IconReceipt,
  IconSearch,
  IconUser,
} from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { groupHits, useFindAnything } from '../api.ts';

const [store, actions] = createSpotlight();

const KIND_ICONS: Record<SearchKind, ReactNode> = {
  client: <IconBuilding size={18} aria-hidden />,
  site: <IconBuildingFactory2 size={18} aria-hidden />,
  task: <IconClipboardList size={18} aria-hidden />,
  estimate: <IconReceipt size={18} aria-hidden />,
  invoice: <IconFileInvoice size={18} aria-hidden />,
  person: <IconUser size={18} aria-hidden />,
};

/**
 * Find anything (docs/api.md "Search"): the spotlight over every list the user has, its hits grouped by
 * kind; Enter or a click opens the hit's screen. Opened by the header's search (Ctrl+K / Cmd+K).
 */
export function SearchSpotlight({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const { query, tooShort, waiting } = useFindAnything(typed);
  const groups = groupHits(query.data?.data ?? []);

  useEffect(() => {
    if (opened) actions.open();
    else actions.close();
  }, [opened]);
  const first = groups[0]?.hits[0];
  // Enter before any hit was chosen with the arrows opens the first one
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !first) return;
    const dialog = event.currentTarget.closest('[role="dialog"]');
    if (dialog?.querySelector('[data-action][data-selected]')) return;
    event.preventDefault();
    actions.close();
    void navigate(first.path);
  };

  let state: ReactNode = null;
  if (tooShort) state = <Spotlight.Empty>Type at least {SEARCH_MIN} characters to search.</Spotlight.Empty>;
  else if (query.isError && !waiting)
    state = (
      <Alert m="sm" color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        Could not search: {query.error.message}
      </Alert>
    );
  else if (groups.length === 0 && (waiting || query.isFetching))
    state = (
      <Group justify="center" p="md">
        <Loader size="sm" aria-label="Searching" />
      </Group>
    );
  else if (groups.length === 0)
    state = <Spotlight.Empty>Nothing found for “{typed.trim()}”.</Spotlight.Empty>;

  return (
    <Spotlight.Root
      store={store}
      shortcut={null}
      query={typed}
      onQueryChange={setTyped}
      onSpotlightClose={onClose}
      scrollable
      maxHeight="min(60vh, 480px)"
      size="lg"
      // the dialog has no visible title: it is named as its search box is (WCAG 4.1.2)
      attributes={{ content: { 'aria-label': 'Find anything' } }}
    >
      <Spotlight.Search
        placeholder="Search clients, sites, tasks, estimates, invoices, people"
        aria-label="Find anything"
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={query.isFetching && groups.length > 0 ? <Loader size="xs" /> : null}
        maxLength={200}
        onKeyDown={onKeyDown}
      />
      <Spotlight.ActionsList aria-label="Search results">
        {state}
        {!tooShort &&
          groups.map((group) => (
            // the group's label is drawn by CSS; role and aria-label name it for assistive technology
            <Spotlight.ActionsGroup
              key={group.kind}
              label={SEARCH_KIND_LABELS[group.kind]}
              role="group"
              aria-label={SEARCH_KIND_LABELS[group.kind]}
            >
              {group.hits.map((hit) => (
                <Spotlight.Action
                  key={`${hit.kind}-${hit.id}`}
                  label={hit.title}
                  description={hit.subtitle}
                  leftSection={KIND_ICONS[hit.kind]}
                  onClick={() => void navigate(hit.path)}
                />
              ))}
            </Spotlight.ActionsGroup>
          ))}
      </Spotlight.ActionsList>
      {groups.length > 0 && (
        <Spotlight.Footer>
          <Text size="xs" c="dimmed">
            ↑ ↓ to choose, Enter to open, Esc to close
          </Text>
        </Spotlight.Footer>
      )}
    </Spotlight.Root>
  );
}
