import type { ResellerRow } from '@aquadesk/shared/resellers.ts';
import { Badge, Button, Group, Paper, Select, Table, TextInput } from '@mantine/core';
import { IconKey, IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryLoadMore } from '../../../components/load-more.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
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
  const { query: resellers, rows: shown, first, total } = useResellers(filters.values);
  const [form, setForm] = useState<'add' | ResellerRow | null>(null);
  const [password, setPassword] = useState<ResellerRow | null>(null);
  const districts = first?.district_list ?? [];

  return (
    <>
      <PageHeader
        title="Resellers"
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm('add')}>
            Add Reseller
          </Button>
        }
      />
      <Group mb="md" gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Search by name, e-mail or phone"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.searchText}
          onChange={(e) => filters.setSearchText(e.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
          maw={420}
        />
        <Select
          label="District"
          data={[
            { value: 'All', label: 'All' },
            ...districts.map((d) => ({ value: String(d.id), label: d.name })),
          ]}
          value={filters.values.district ?? 'All'}
          onChange={(v) => filters.set('district', v && v !== 'All' ? v : undefined)}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      <QueryContent query={resellers} isEmpty={shown.length === 0} emptyMessage="No resellers found">
        <Paper withBorder p={0}>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>name</Table.Th>
                  <Table.Th>email</Table.Th>
                  <Table.Th>districts</Table.Th>
                  <Table.Th>phone</Table.Th>
                  <Table.Th>action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((r) => (
                  <Table.Tr key={r.id} data-testid="reseller-row">
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>{r.email}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {r.districts.map((d) => (
                          <Badge key={d} size="sm" variant="light" radius="sm">
                            {d}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{r.phone_number}</Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <QueryLoadMore query={resellers} shown={shown.length} total={total} noun="resellers" />
      </QueryContent>
      <ResellerForm target={form} onClose={() => setForm(null)} districts={districts} />
      <ResellerPasswordForm reseller={password} onClose={() => setPassword(null)} />
    </>
  );
}
