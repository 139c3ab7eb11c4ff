import type { SiteRow } from '@aquadesk/shared/sites.ts';
import { Button, SimpleGrid } from '@mantine/core';
import { IconArrowLeft, IconChecks } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ALL, ListFilters, useListFilters } from '../../../components/list-filters.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { sortSites } from '../api.ts';
import { useResellerSites } from '../hooks/use-sites.ts';
import { ResellerSiteForm } from './reseller-site-form.tsx';
import { SiteCard } from './site-card.tsx';

/** /reseller-sites (admin; spec 000 §2): resellers' sites waiting for Save & Approve. */
export function ResellerSitesScreen() {
  usePageTitle('Reseller Site');
  const sites = useResellerSites();
  const { search, org, bind: filters } = useListFilters();
  const [editing, setEditing] = useState<SiteRow | null>(null);

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return sortSites(sites.data ?? []).filter(
      (s) => (!q || s.site_name.toLowerCase().includes(q)) && (org === ALL || s.organization === org),
    );
  }, [sites.data, search, org]);

  return (
    <>
      <PageHeader
        title="Reseller Site"
        description="Sites registered by resellers wait here until an admin approves them."
        actions={
          <Button
            variant="light"
            component={Link}
            to="/site"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Back to Sites
          </Button>
        }
      />
      <ListFilters
        {...filters}
        searchLabel="Search site name"
        orgLabel="Organization"
        organizations={(sites.data ?? []).map((s) => s.organization ?? '').filter(Boolean)}
      />
      <QueryContent query={sites} isEmpty={shown.length === 0} emptyMessage="No reseller sites found">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {shown.map((site) => (
            <SiteCard
              key={site.site_id}
              site={site}
              action={
                <Button
                  size="xs"
                  mt="xs"
                  leftSection={<IconChecks size={14} aria-hidden />}
                  onClick={() => setEditing(site)}
                  aria-label={`Edit & Approve ${site.site_name}`}
                >
                  Edit & Approve
                </Button>
              }
            />
          ))}
        </SimpleGrid>
      </QueryContent>
      <ResellerSiteForm site={editing} onClose={() => setEditing(null)} />
    </>
  );
}
