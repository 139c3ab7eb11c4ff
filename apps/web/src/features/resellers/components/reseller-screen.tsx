import type { ResellerRow } from '@aquadesk/shared/resellers.ts';
import { Badge, Button, Group } from '@mantine/core';
import { IconKey, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ChoiceFilter } from '../../../components/choice-filter.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useResellers } from '../hooks/use-resellers.ts';
import { ResellerForm } from './reseller-form.tsx';
import { ResellerPasswordForm } from './reseller-password-form.tsx';

/** /reseller (admin; spec 000 §2): name, email, districts, phone, action; search by name. */
export function ResellerScreen() {
  usePageTitle('Reseller');
  const filters = useListFilters(['district']);
  const list = useResellers(filters.values);
  const { rows: shown, first } = list;
  const [form, setForm] = useState<'add' | ResellerRow | null>(null);
  const [password, setPassword] = useState<ResellerRow | null>(null);
  const districts = first?.district_list ?? [];

  return (
    <ListScreen
      title="Resellers"
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm('add')}>
          Add Reseller
        </Button>
      }
      search={{ filters, placeholder: 'Search by name, e-mail or phone' }}
      controls={
        <ChoiceFilter
          filters={filters}
          name="district"
          label="District"
          data={districts.map((d) => ({ value: String(d.id), label: d.name }))}
          width={220}
        />
      }
      list={list}
      emptyMessage="No resellers found"
      noun="resellers"
      overlays={
        <>
          <ResellerForm target={form} onClose={() => setForm(null)} districts={districts} />
          <ResellerPasswordForm reseller={password} onClose={() => setPassword(null)} />
        </>
      }
    >
      <DataTable
        rows={shown}
        rowKey={(r) => r.id}
        minWidth={640}
        rowProps={() => ({ 'data-testid': 'reseller-row' })}
        columns={[
          { header: 'name', role: 'title', cell: (r) => r.name },
          { header: 'email', cell: (r) => r.email },
          {
            header: 'districts',
            cell: (r) => (
              <Group gap={4}>
                {r.districts.map((d) => (
                  <Badge key={d} size="sm" variant="light" radius="sm">
                    {d}
                  </Badge>
                ))}
              </Group>
            ),
          },
          { header: 'phone', cell: (r) => r.phone_number },
          {
            header: 'action',
            role: 'action',
            cell: (r) => (
              <Group gap={4} wrap="nowrap">
                <RowAction label="Edit" ariaLabel={`Edit ${r.name}`} onClick={() => setForm(r)}>
                  <IconPencil size={18} aria-hidden />
                </RowAction>
                <RowAction
                  label="Reset password"
                  ariaLabel={`Reset password of ${r.name}`}
                  onClick={() => setPassword(r)}
                >
                  <IconKey size={18} aria-hidden />
                </RowAction>
              </Group>
            ),
          },
        ]}
      />
    </ListScreen>
  );
}
