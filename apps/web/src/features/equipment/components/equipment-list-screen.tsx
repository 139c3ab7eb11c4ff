import {
  EQUIPMENT_KIND_LABELS,
  EQUIPMENT_KINDS,
  EQUIPMENT_SORT_LABELS,
  EQUIPMENT_SORTS,
} from '@aquadesk/shared/equipment.ts';
import { Paper } from '@mantine/core';
import { ChoiceFilter } from '../../../components/choice-filter.tsx';
import { ClearFilters, FilterBar, SearchFilter } from '../../../components/filter-bar.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { AddButton } from '../../../components/page-header.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { equipmentQuery, useEquipmentList } from '../api.ts';
import { usePieceForm } from '../hooks/use-piece-form.ts';
import { EquipmentForm } from './equipment-form.tsx';
import { EquipmentTable } from './equipment-table.tsx';
import { SitePickField } from './site-pick-field.tsx';

const FILTERS = ['kind', 'site', 'status', 'sort'] as const;
const KINDS = EQUIPMENT_KINDS.map((k) => ({ value: k, label: EQUIPMENT_KIND_LABELS[k] }));
const STATUSES = [
  { value: 'in_service', label: 'In service' },
  { value: 'retired', label: 'Retired' },
];
const SORTS = EQUIPMENT_SORTS.map((s) => ({ value: s, label: EQUIPMENT_SORT_LABELS[s] }));

/**
 * /equipment (issue 43 item 1): every piece the caller may see, searched by name, make, model and serial
 * number, filtered by kind, site and status, sorted, exported; Add and Edit for those who manage equipment.
 */
export function EquipmentListScreen() {
  usePageTitle('Equipment', 'ADMIN PANEL');
  const url = useListFilters(FILTERS);
  const list = useEquipmentList(url.values);
  const canManage = useCan('equipment.manage');
  const form = usePieceForm();
  return (
    <ListScreen
      title="Equipment"
      description="The plants, pumps, blowers and panels at each site."
      actions={canManage && <AddButton onClick={() => form.open(null)}>Add equipment</AddButton>}
      exportTo={{ list: 'equipment', path: '/equipment', params: equipmentQuery(url.values) }}
      filterBar={
        <FilterBar>
          <SearchFilter filters={url} placeholder="Name, make, model or serial number" />
          <ChoiceFilter filters={url} name="kind" label="Kind" data={KINDS} width={170} />
          <SitePickField
            opened
            openKey={0}
            label="Site"
            required={false}
            value={url.values.site ?? ''}
            onChange={(v) => url.set('site', v || undefined)}
            knownLabel={url.values.site ? list.rows[0]?.site_name : undefined}
            w={{ base: '100%', xs: 240 }}
          />
          <ChoiceFilter filters={url} name="status" label="Status" data={STATUSES} width={150} />
          <ChoiceFilter
            filters={url}
            name="sort"
            label="Sort by"
            data={SORTS}
            allLabel="Name"
            allValue="name"
            width={150}
          />
          <ClearFilters filters={url} names={FILTERS} />
        </FilterBar>
      }
      list={list}
      emptyMessage="No equipment yet"
      filteredMessage="No equipment matches these filters"
      filtered={FILTERS.some((n) => n !== 'sort' && Boolean(url.values[n])) || Boolean(url.values.search)}
      noun="pieces of equipment"
      one="piece of equipment"
      overlays={
        canManage && (
          <EquipmentForm opened={form.opened} openKey={form.key} piece={form.piece} onClose={form.close} />
        )
      }
    >
      <Paper withBorder p={0}>
        <EquipmentTable rows={list.rows} onEdit={canManage ? (p) => form.open(p) : undefined} />
      </Paper>
    </ListScreen>
  );
}
