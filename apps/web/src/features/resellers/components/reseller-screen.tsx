import type { ResellerRow } from '@aquadesk/shared/resellers.ts';
import { Badge, Button, Group, Paper, Table, TextInput } from '@mantine/core';
import { IconKey, IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useResellers } from '../hooks/use-resellers.ts';
import { ResellerForm } from './reseller-form.tsx';
import { ResellerPasswordForm } from './reseller-password-form.tsx';

/** /reseller (admin; spec 000 §2): name, email, districts, phone, action; search by name. */
export function ResellerScreen() {
  usePageTitle('Reseller');
  const resellers = useResellers();
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<'add' | ResellerRow | null>(null);
  const [password, setPassword] = useState<ResellerRow | null>(null);
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (resellers.data?.data ?? []).filter((r) => !q || r.name.toLowerCase().includes(q));
  }, [resellers.data, search]);

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
      <TextInput
        label="Search"
        placeholder="Search by name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        mb="md"
        maw={420}
      />
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
      </QueryContent>
      <ResellerForm
        target={form}
        onClose={() => setForm(null)}
        emailList={resellers.data?.email_list ?? []}
        districts={resellers.data?.district_list ?? []}
      />
      <ResellerPasswordForm reseller={password} onClose={() => setPassword(null)} />
    </>
  );
}
