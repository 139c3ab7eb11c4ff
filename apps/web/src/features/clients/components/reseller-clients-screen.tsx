import type { ClientRow } from '@aquadesk/shared/clients.ts';
import { Button, Paper } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ALL, byOrganization, ListFilters, useListFilters } from '../../../components/list-filters.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useResellerClients } from '../hooks/use-clients.ts';
import { ClientForm } from './client-form.tsx';
import { ClientTable } from './client-table.tsx';

/** /reseller-clients (admin; spec 000 §2): resellers' clients waiting for an admin's edit. */
export function ResellerClientsScreen() {
  usePageTitle('Reseller Clients');
  const clients = useResellerClients();
  const { search, org, bind: filters } = useListFilters();
  const [editing, setEditing] = useState<ClientRow | null>(null);
  const rows = clients.data ?? [];
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return rows
      .filter(
        (c) =>
          (!q || (c.organization ?? '').toLowerCase().includes(q)) && (org === ALL || c.organization === org),
      )
      .sort(byOrganization);
  }, [rows, search, org]);

  return (
    <>
      <PageHeader
        title="Reseller Clients"
        description="Clients added by resellers stay here until an admin edits them."
        actions={
          <Button variant="light" component={Link} to="/client">
            Client
          </Button>
        }
      />
      <ListFilters
        {...filters}
        searchLabel="Search organization"
        orgLabel="Organization"
        organizations={rows.map((c) => c.organization ?? '').filter(Boolean)}
      />
      <QueryContent query={clients} isEmpty={shown.length === 0} emptyMessage="No reseller clients found">
        <Paper withBorder p={0}>
          <ClientTable clients={shown} onEdit={setEditing} columns="reseller" />
        </Paper>
      </QueryContent>
      <ClientForm target={editing} onClose={() => setEditing(null)} clients={[]} />
    </>
  );
}
