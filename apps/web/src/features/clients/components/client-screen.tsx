import type { ClientRow } from '@aquadesk/shared/clients.ts';
import { isResellerOnly } from '@aquadesk/shared/permissions.ts';
import { Button, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ALL, byOrganization, ListFilters, useListFilters } from '../../../components/list-filters.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useCan, usePrincipal } from '../../../lib/use-can.ts';
import { useClients } from '../hooks/use-clients.ts';
import { ClientForm } from './client-form.tsx';
import { ClientPasswordForm } from './client-password-form.tsx';
import { ClientTable } from './client-table.tsx';

/** /client (spec 001 §2): the clients table, search, organization filter, add/edit/password. */
export function ClientScreen() {
  usePageTitle('Client');
  const clients = useClients();
  const [params, setParams] = useSearchParams();
  const { search, org, bind: filters } = useListFilters();
  const [editing, setEditing] = useState<ClientRow | null>(null);
  const [password, setPassword] = useState<ClientRow | null>(null);
  const principal = usePrincipal();
  const reseller = principal !== null && isResellerOnly(principal);
  const canReset = useCan('client.reset_password');
  const canOpen = useCan('client.page');
  const seesResellerClients = useCan('reseller.clients');
  // spec 001 §2: the add form opens when the query has add=1
  const adding = params.get('add') === '1';
  const setAdding = (open: boolean) =>
    setParams(
      (p) => {
        if (open) p.set('add', '1');
        else p.delete('add');
        return p;
      },
      { replace: true },
    );

  const rows = clients.data?.data ?? [];
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return rows
      .filter(
        (c) =>
          (!q ||
            [c.organization ?? '', c.name, c.email, c.phone_number].join(' ').toLowerCase().includes(q)) &&
          (org === ALL || c.organization === org),
      )
      .sort(byOrganization);
  }, [rows, search, org]);

  return (
    <>
      <PageHeader
        title="Clients"
        actions={
          <>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              Add Client
            </Button>
            {seesResellerClients && (
              <Button variant="light" component={Link} to="/reseller-clients">
                Reseller
              </Button>
            )}
          </>
        }
      />
      <ListFilters
        {...filters}
        orgLabel="Organization"
        organizations={rows.map((c) => c.organization ?? '').filter(Boolean)}
      />
      <QueryContent query={clients} isEmpty={shown.length === 0} emptyMessage="No clients found">
        <Paper withBorder p={0}>
          <ClientTable
            clients={shown}
            onEdit={setEditing}
            {...(canReset && !reseller ? { onPassword: setPassword } : {})}
            showOpen={!reseller && canOpen}
          />
        </Paper>
      </QueryContent>
      <ClientForm
        target={adding ? 'add' : editing}
        onClose={() => {
          setEditing(null);
          if (adding) setAdding(false);
        }}
        clients={rows}
      />
      <ClientPasswordForm client={password} onClose={() => setPassword(null)} />
    </>
  );
}
