import type { ClientRow } from '@aquadesk/shared/clients.ts';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListFilters, organizationOptions } from '../../../components/list-filters.tsx';
import { QueryLoadMore } from '../../../components/load-more.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
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
  const shown = rows;

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
        filters={url}
        name="organization"
        filterLabel="Organization"
        options={organizationOptions(rows, url.values.organization ?? '')}
      />
      <QueryContent
        query={clients.query}
        isEmpty={shown.length === 0}
        emptyMessage="No reseller clients found"
      >
        <ClientTable clients={shown} onEdit={setEditing} columns="reseller" />
        <QueryLoadMore query={clients.query} shown={rows.length} total={clients.total} noun="clients" />
      </QueryContent>
      <ClientForm target={editing} onClose={() => setEditing(null)} clients={[]} />
    </>
  );
}
