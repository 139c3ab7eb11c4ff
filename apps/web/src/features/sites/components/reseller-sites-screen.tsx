import { bulkSummary } from '@aquadesk/shared/bulk.ts';
import type { SiteRow } from '@aquadesk/shared/sites.ts';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { IconArrowLeft, IconChecks } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { BulkBar, type BulkOutcome, PageTick, RowTick } from '../../../components/bulk-bar.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { errorText } from '../../../lib/api-client.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useSelection } from '../../../lib/use-selection.ts';
import { approveResellerSites } from '../api.ts';
import { useDistrictOptions, useResellerSites } from '../hooks/use-sites.ts';
import { ResellerSiteForm } from './reseller-site-form.tsx';
import { SiteCard } from './site-card.tsx';
import { SITE_FILTER_NAMES, SiteFilterBar, siteFiltersOf } from './site-filters.tsx';

/**
 * /reseller-sites (admin; spec 000 §2): resellers' sites waiting for Save & Approve; ticked, many are approved
 * at once as they stand (issue 41 item 13), and approved sites leave the list live.
 */
export function ResellerSitesScreen() {
  usePageTitle('Reseller Site');
  const url = useListFilters(SITE_FILTER_NAMES);
  const sites = useResellerSites(siteFiltersOf(url.values));
  const districtOptions = useDistrictOptions();
  const [editing, setEditing] = useState<SiteRow | null>(null);
  const shown = sites.rows;
  const selection = useSelection();
  const [outcome, setOutcome] = useState<BulkOutcome>(null);
  const approve = useMutation({
    mutationFn: () => approveResellerSites(selection.ids),
    onMutate: () => setOutcome(null),
    onSuccess: (res) => {
      setOutcome({ text: bulkSummary('Approved', 'site', res), ok: res.skipped === 0 });
      selection.clear();
    },
    onError: (error) => setOutcome({ text: errorText(error) ?? 'Nothing was approved', ok: false }),
  });

  return (
    <ListScreen
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
      filterBar={<SiteFilterBar filters={url} searchLabel="Search sites" districtOptions={districtOptions} />}
      list={sites}
      emptyMessage="No reseller sites found"
      noun="sites"
      one="site"
      overlays={
        <>
          <BulkBar
            count={selection.ids.length}
            noun="site"
            onClear={selection.clear}
            outcome={outcome}
            onCloseOutcome={() => setOutcome(null)}
          >
            <Button
              size="xs"
              color="teal"
              variant="light"
              leftSection={<IconChecks size={14} aria-hidden />}
              loading={approve.isPending}
              onClick={() => approve.mutate()}
            >
              Approve
            </Button>
          </BulkBar>
          <ResellerSiteForm site={editing} onClose={() => setEditing(null)} />
        </>
      }
    >
      <PageTick
        ids={shown.map((s) => s.site_id)}
        ariaLabel="Select all sites on this page"
        label="Select all on this page"
        selection={selection}
      />
      <SimpleGrid mt="xs" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.map((site) => (
          <SiteCard
            key={site.site_id}
            site={site}
            action={
              <Group gap="sm" mt="xs" justify="space-between" wrap="nowrap">
                <Button
                  size="xs"
                  leftSection={<IconChecks size={14} aria-hidden />}
                  onClick={() => setEditing(site)}
                  aria-label={`Edit & Approve ${site.site_name}`}
                >
                  Edit & Approve
                </Button>
                <RowTick id={site.site_id} label={`Select ${site.site_name}`} selection={selection} />
              </Group>
            }
          />
        ))}
      </SimpleGrid>
    </ListScreen>
  );
}
