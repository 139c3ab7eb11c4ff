import type { ClientRow } from '@aquadesk/shared/clients.ts';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { OrganizationFilters } from '../../../components/list-filters.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useResellerClients } from '../hooks/use-clients.ts';
import { ClientForm } from './client-form.tsx';
import { ClientTable } from './client-table.tsx';

/** /reseller-clients (admin; spec 000 §2): resellers' clients waiting for an admin's edit. */
export function ResellerClientsScreen() {
  usePageTitle('Reseller Clients');
  const url = useListFilters(['organization']);
  const clients = useResellerClients({
    search: url.values.search ?? '',
    organization: url.values.organization ?? '',
  });
  const [editing, setEditing] = useState<ClientRow | null>(null);
  const rows = clients.rows;

  return (
    <ListScreen
      title="Reseller Clients"
      description="Clients added by resellers stay here until an admin edits them."
      actions={
        <Button variant="light" component={Link} to="/client">
          Client
        </Button>
      }
      filterBar={<OrganizationFilters filters={url} rows={rows} />}
      list={clients}
      emptyMessage="No reseller clients found"
      noun="clients"
      overlays={<ClientForm target={editing} onClose={() => setEditing(null)} clients={[]} />}
    >
      <ClientTable clients={rows} onEdit={setEditing} columns="reseller" />
    </ListScreen>
  );
}
