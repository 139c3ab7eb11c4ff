import type { ClientRow } from '@aquadesk/shared/clients.ts';
import { isResellerOnly } from '@aquadesk/shared/permissions.ts';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { OrganizationFilters } from '../../../components/list-filters.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useCan, usePrincipal } from '../../../lib/use-can.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useQueryWriter } from '../../../lib/use-query-writer.ts';
import { useClients } from '../hooks/use-clients.ts';
import { ClientForm } from './client-form.tsx';
import { ClientPasswordForm } from './client-password-form.tsx';
import { ClientTable } from './client-table.tsx';

/** /client (spec 001 §2): the clients table, search, organization filter, add/edit/password. */
export function ClientScreen() {
  usePageTitle('Client');
  const url = useListFilters(['organization']);
  const clients = useClients({
    search: url.values.search ?? '',
    organization: url.values.organization ?? '',
  });
  const [params] = useSearchParams();
  const write = useQueryWriter();
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
    write((next) => {
      if (open) next.set('add', '1');
      else next.delete('add');
    });

  const rows = clients.rows;

  return (
    <ListScreen
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
      exportTo={{ list: 'clients', path: '/get_client_data', params: url.values }}
      filterBar={<OrganizationFilters filters={url} rows={rows} />}
      list={clients}
      emptyMessage="No clients found"
      noun="clients"
      overlays={
        <>
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
      }
    >
      <ClientTable
        clients={rows}
        onEdit={setEditing}
        {...(canReset && !reseller ? { onPassword: setPassword } : {})}
        showOpen={!reseller && canOpen}
      />
    </ListScreen>
  );
}
