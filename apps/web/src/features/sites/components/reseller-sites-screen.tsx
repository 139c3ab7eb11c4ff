import type { SiteRow } from '@aquadesk/shared/sites.ts';
import { Button, SimpleGrid } from '@mantine/core';
import { IconArrowLeft, IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryLoadMore } from '../../../components/load-more.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useDistrictOptions, useResellerSites } from '../hooks/use-sites.ts';
import { ResellerSiteForm } from './reseller-site-form.tsx';
import { SiteCard } from './site-card.tsx';
import { SITE_FILTER_NAMES, SiteFilterBar } from './site-filters.tsx';

/** /reseller-sites (admin; spec 000 §2): resellers' sites waiting for Save & Approve. */
export function ResellerSitesScreen() {
  usePageTitle('Reseller Site');
  const url = useListFilters(SITE_FILTER_NAMES);
  const sites = useResellerSites({
    search: url.values.search ?? '',
    district: url.values.district ?? '',
    org: url.values.org ?? '',
  });
  const districtOptions = useDistrictOptions();
  const [editing, setEditing] = useState<SiteRow | null>(null);
  const shown = sites.rows;

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
      <SiteFilterBar filters={url} searchLabel="Search sites" districtOptions={districtOptions} />
      <QueryContent query={sites.query} isEmpty={shown.length === 0} emptyMessage="No reseller sites found">
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
        <QueryLoadMore query={sites.query} shown={sites.rows.length} total={sites.total} noun="sites" />
      </QueryContent>
      <ResellerSiteForm site={editing} onClose={() => setEditing(null)} />
    </>
  );
}
