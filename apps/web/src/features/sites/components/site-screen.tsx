import { Button, SimpleGrid } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ALL, ListFilters, useListFilters } from '../../../components/list-filters.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { siteMatches, sortSites } from '../api.ts';
import { useSites } from '../hooks/use-sites.ts';
import { SiteCard } from './site-card.tsx';
import { SiteFormModal } from './site-form-modal.tsx';

/** /site (spec 000 §2): Add site, Reseller Site (admin), search, Org filter, cards. */
export function SiteScreen() {
  usePageTitle('Site', 'ADMIN PANEL');
  const user = useSession();
  const sites = useSites();
  const { search, org, bind: filters } = useListFilters();
  const [adding, setAdding] = useState(false);
  const admin = useCan('reseller.sites');

  const shown = useMemo(
    () =>
      sortSites(sites.data?.data ?? []).filter(
        (s) => siteMatches(s, search) && (org === ALL || s.organization === org),
      ),
    [sites.data, search, org],
  );
  if (!user) return null;

  return (
    <>
      <PageHeader
        title="Sites"
        actions={
          <>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              Add site
            </Button>
            {admin && (
              <Button variant="light" component={Link} to="/reseller-sites">
                Reseller Site
              </Button>
            )}
          </>
        }
      />
      <ListFilters
        {...filters}
        organizations={(sites.data?.data ?? []).map((s) => s.organization ?? '').filter(Boolean)}
      />
      <QueryContent query={sites} isEmpty={shown.length === 0} emptyMessage="No sites found">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {shown.map((site) => (
            <SiteCard key={site.site_id} site={site} />
          ))}
        </SimpleGrid>
      </QueryContent>
      <SiteFormModal
        opened={adding}
        onClose={() => setAdding(false)}
        user={user}
        orgList={sites.data?.orgList ?? []}
      />
    </>
  );
}
