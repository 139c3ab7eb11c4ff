import type { ClientPick } from '@aquadesk/shared/clients.ts';
import type { SiteRow } from '@aquadesk/shared/sites.ts';
import { SimpleGrid, Text } from '@mantine/core';
import { clientKeys, fetchClientPicks } from '../../clients/api.ts';
import { fetchSitePicks, siteKeys } from '../../sites/api.ts';
import { PagedPicker } from './paged-picker.tsx';

const clientLabel = (c: ClientPick) => (c.organization ? `${c.organization} (${c.name})` : c.name);
const siteLabel = (s: SiteRow) => `${s.site_name}, ${s.city}`;

/**
 * The proposal form's Client and Site pickers (docs/api.md "Proposals"): a client the caller's client list
 * would show, then one of that client's sites. Picking fills the fields below, which stay editable.
 */
export function ClientSitePickers({
  client,
  site,
  onClient,
  onSite,
}: {
  client: ClientPick | null;
  site: SiteRow | null;
  onClient: (client: ClientPick | null) => void;
  onSite: (site: SiteRow | null) => void;
}) {
  return (
    <div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PagedPicker
          size="md"
          label="Client"
          placeholder="Search clients"
          queryKey={clientKeys.picks}
          fetchPage={fetchClientPicks}
          idOf={(c) => c.id}
          labelOf={clientLabel}
          picked={client}
          onPick={onClient}
          nothingFound="No client matches"
        />
        <PagedPicker
          // a new client starts the site picker afresh (its own search)
          key={client?.id ?? 0}
          size="md"
          label="Site"
          placeholder={client ? 'Search their sites' : 'Pick a client first'}
          disabled={!client}
          enabled={client !== null}
          queryKey={(search) => siteKeys.picks(client?.id ?? 0, search)}
          fetchPage={(search, cursor, signal) => fetchSitePicks(client?.id ?? 0, search, cursor, signal)}
          idOf={(s) => s.site_id}
          labelOf={siteLabel}
          picked={site}
          onPick={onSite}
          nothingFound="No site of this client matches"
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={4}>
        Picking a client and a site fills the details below; they can still be changed, or typed for someone
        who is not a client yet.
      </Text>
    </div>
  );
}
