import type { ClientRow } from '@aquadesk/shared/clients.ts';
import { Button, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RequireScreen } from '../app/guards/require-screen.tsx';
import { useSession } from '../app/session-store.ts';
import { ALL, byOrganization, ListFilters, useListFilters } from '../components/list-filters.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { QueryContent } from '../components/query-content.tsx';
import { usePageTitle } from '../components/use-page-title.ts';
import { ClientForm } from '../features/clients/components/client-form.tsx';
import { ClientPasswordForm } from '../features/clients/components/client-password-form.tsx';
import { ClientTable } from '../features/clients/components/client-table.tsx';
import { useClients } from '../features/clients/hooks/use-clients.ts';

/** /client (spec 001 §2): the clients table, search, organization filter, add/edit/password. */
function ClientScreen() {
  usePageTitle('Client');
  const user = useSession();
  const clients = useClients();
  const [params, setParams] = useSearchParams();
  const { search, org, bind: filters } = useListFilters();
  const [editing, setEditing] = useState<ClientRow | null>(null);
  const [password, setPassword] = useState<ClientRow | null>(null);
  const perms = user?.permissions ?? [];
  const admin = perms.includes('admin');
  const reseller = perms.includes('reseller') && !admin;
  const canReset = admin || perms.includes('client_management');
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
            {admin && (
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
            showOpen={!reseller && (admin || perms.includes('employee'))}
          />
        </Paper>
      </QueryContent>
      <ClientForm
        target={adding ? 'add' : editing}
        onClose={() => {
          setEditing(null);
          if (adding) setAdding(false);
        }}
        emailList={clients.data?.email_list ?? []}
        clients={rows}
      />
      <ClientPasswordForm client={password} onClose={() => setPassword(null)} />
    </>
  );
}

export function ClientPage() {
  return (
    <RequireScreen screen="client">
      <ClientScreen />
    </RequireScreen>
  );
}
