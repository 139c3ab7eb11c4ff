import type { ClientRow } from '@aquadesk/shared/clients.ts';
import { Button, Paper } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListFilters, organizationOptions } from '../../../components/list-filters.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useUrlListFilters } from '../../../lib/use-paged-list.ts';
import { useResellerClients } from '../hooks/use-clients.ts';
import { ClientForm } from './client-form.tsx';
import { ClientTable } from './client-table.tsx';

/** /reseller-clients (admin; spec 000 §2): resellers' clients waiting for an admin's edit. */
export function ResellerClientsScreen() {
  usePageTitle('Reseller Clients');
  const url = useUrlListFilters(['organization'] as const);
  const clients = useResellerClients({ search: url.appliedSearch, organization: url.filters.organization });
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
        search={url.search}
        onSearch={url.setSearch}
        filterLabel="Organization"
        filter={url.filters.organization}
        onFilter={(v) => url.setFilter('organization', v)}
        options={organizationOptions(rows, url.filters.organization)}
      />
      <QueryContent
        query={clients.query}
        isEmpty={shown.length === 0}
        emptyMessage="No reseller clients found"
      >
        <Paper withBorder p={0}>
          <ClientTable clients={shown} onEdit={setEditing} columns="reseller" />
        </Paper>
        <LoadMore
          shown={rows.length}
          total={clients.total}
          hasMore={clients.hasMore}
          loading={clients.loadingMore}
          onLoadMore={clients.loadMore}
        />
      </QueryContent>
      <ClientForm target={editing} onClose={() => setEditing(null)} clients={[]} />
    </>
  );
}
