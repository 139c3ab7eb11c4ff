import type { SiteRow } from '@aquadesk/shared/sites.ts';
import { Button, SimpleGrid } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ListScreen } from '../../../components/list-screen.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useDistrictOptions, useSites } from '../hooks/use-sites.ts';
import { SiteCard } from './site-card.tsx';
import { SITE_FILTER_NAMES, SiteFilterBar, siteFiltersOf } from './site-filters.tsx';
import { SiteFormModal } from './site-form-modal.tsx';

/**
 * /site (spec 000 §2): Add site, Reseller Site (admin), search, Org and District filters, cards, paged by the server.
 * `siteAction`: what the page adds to each card (the site's Equipment, issue 43 item 1).
 */
export function SiteScreen({ siteAction }: { siteAction?: (site: SiteRow) => ReactNode } = {}) {
  usePageTitle('Site', 'ADMIN PANEL');
  const user = useSession();
  const url = useListFilters(SITE_FILTER_NAMES);
  const sites = useSites(siteFiltersOf(url.values));
  const districtOptions = useDistrictOptions();
  const [adding, setAdding] = useState(false);
  const admin = useCan('reseller.sites');
  if (!user) return null;

  return (
    <ListScreen
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
      exportTo={{
        list: 'sites',
        path: '/get_all_site',
        params: { search: url.values.search, district: url.values.district, client_id: url.values.org },
      }}
      filterBar={<SiteFilterBar filters={url} districtOptions={districtOptions} />}
      list={sites}
      emptyMessage="No sites found"
      noun="sites"
      one="site"
      overlays={<SiteFormModal opened={adding} onClose={() => setAdding(false)} user={user} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {sites.rows.map((site) => (
          <SiteCard key={site.site_id} site={site} action={siteAction?.(site)} />
        ))}
      </SimpleGrid>
    </ListScreen>
  );
}
