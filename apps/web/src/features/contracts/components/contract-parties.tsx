import { Loader, MultiSelect, type OptionsFilter, Select, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ZodForm } from '../../../lib/use-zod-form.ts';
import { contractKeys, fetchClientPicks, fetchSitePicks, useEquipmentPicks } from '../api.ts';
import type { ContractFormValues } from './contract-form-model.ts';

// the server has searched: its answer is shown as it is
const asFound: OptionsFilter = ({ options }) => options;

/**
 * The contract's parties (docs/api.md "Contracts"): the client (searched by the server as the user types),
 * then that client's sites, then the equipment in service at those sites. A new client empties the sites and
 * the equipment; a site taken off takes its equipment with it. On an active contract the client is fixed.
 */
export function ContractParties({
  z,
  clientLabel,
  clientFixed,
}: {
  z: ZodForm<ContractFormValues>;
  clientLabel: string | null;
  clientFixed: boolean;
}) {
  const { form, inputProps } = z;
  const values = form.getValues();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(
    values.client_id && clientLabel ? { value: values.client_id, label: clientLabel } : null,
  );
  const asked = picked && search === picked.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(asked, 250);
  const clients = useQuery({
    queryKey: contractKeys.clients(debounced),
    queryFn: ({ signal }) => fetchClientPicks(debounced, undefined, signal),
    placeholderData: keepPreviousData,
    enabled: !clientFixed,
  });
  const clientOptions = (clients.data?.data ?? []).map((c) => ({
    value: String(c.id),
    label: c.organization ? `${c.organization} (${c.name})` : c.name,
  }));
  if (picked && !clientOptions.some((o) => o.value === picked.value)) clientOptions.unshift(picked);

  const clientId = Number(values.client_id) || 0;
  const sites = useQuery({
    queryKey: contractKeys.sites(clientId, ''),
    queryFn: ({ signal }) => fetchSitePicks(clientId, '', undefined, signal),
    enabled: clientId > 0,
  });
  const siteName = new Map((sites.data?.data ?? []).map((s) => [s.site_id, s.site_name]));
  const siteIds = values.site_ids.map(Number).filter((n) => n > 0);
  const equipment = useEquipmentPicks(siteIds);

  const pickClient = (value: string | null) => {
    const option = clientOptions.find((o) => o.value === value) ?? null;
    setPicked(option);
    form.setValues({ client_id: value ?? '', site_ids: [], equipment_ids: [] });
  };
  const pickSites = (ids: string[]) => {
    const kept = new Set(
      (equipment.data?.data ?? []).filter((e) => ids.includes(String(e.site_id))).map((e) => String(e.id)),
    );
    form.setValues({ site_ids: ids, equipment_ids: values.equipment_ids.filter((id) => kept.has(id)) });
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        size="md"
        label="Client"
        placeholder="Search clients"
        withAsterisk
        searchable
        clearable={!clientFixed}
        disabled={clientFixed}
        filter={asFound}
        searchValue={search}
        onSearchChange={setSearch}
        data={clientOptions}
        nothingFoundMessage={clients.isFetching ? 'Searching…' : 'No client matches'}
        rightSection={clients.isFetching ? <Loader size="xs" /> : undefined}
        {...inputProps('client_id')}
        value={values.client_id || null}
        onChange={pickClient}
      />
      <MultiSelect
        size="md"
        label="Sites"
        placeholder={clientId ? 'Choose their sites' : 'Choose the client first'}
        withAsterisk
        searchable
        disabled={!clientId}
        data={(sites.data?.data ?? []).map((s) => ({
          value: String(s.site_id),
          label: `${s.site_name}, ${s.city}`,
        }))}
        nothingFoundMessage={sites.isPending ? 'Loading…' : 'This client has no sites'}
        {...inputProps('site_ids')}
        onChange={pickSites}
      />
      <MultiSelect
        size="md"
        label="Equipment covered"
        description="Optional: the plants and machines at the chosen sites"
        placeholder={siteIds.length ? 'Choose equipment' : 'Choose sites first'}
        searchable
        disabled={siteIds.length === 0}
        data={groupBySite(equipment.data?.data ?? [], siteName)}
        nothingFoundMessage={equipment.isPending ? 'Loading…' : 'No equipment recorded at these sites'}
        style={{ gridColumn: '1 / -1' }}
        {...inputProps('equipment_ids')}
      />
    </SimpleGrid>
  );
}

/** The equipment as the select lists it: under each site's name. */
function groupBySite(
  pieces: readonly { id: number; name: string; kind: string; site_id: number }[],
  siteName: Map<number, string>,
) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const p of pieces) {
    const group = siteName.get(p.site_id) ?? `Site ${p.site_id}`;
    const items = groups.get(group) ?? [];
    items.push({ value: String(p.id), label: `${p.name} (${p.kind.replaceAll('_', ' ').toUpperCase()})` });
    groups.set(group, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
