import type { SiteRow } from '@aquadesk/shared/sites.ts';
import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EntryCard } from '../../../components/entry-card.tsx';

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text size="xs" c="dimmed" w={92} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </Group>
  );
}

/** A site card with every field of spec 000 §2. */
export function SiteCard({ site, action }: { site: SiteRow; action?: ReactNode }) {
  return (
    <EntryCard testId="site-card" ariaLabel={site.site_name} title={site.site_name} badge={site.file_id}>
      {!site.approved && (
        <Badge color="orange" variant="light" radius="sm" w="fit-content">
          Waiting for approval
        </Badge>
      )}
      <Line label="Organization" value={site.organization} />
      <Line label="Client" value={site.client_name} />
      <Line label="E-mail" value={site.email} />
      <Line label="Contact" value={site.name} />
      <Line label="Phone" value={site.phone_number} />
      <Line label="Address" value={[site.address_line1, site.address_line2].filter(Boolean).join(', ')} />
      <Line label="City" value={site.city} />
      <Line label="District" value={site.district} />
      <Line label="State" value={site.state} />
      <Line label="Pincode" value={site.pincode} />
      {action}
    </EntryCard>
  );
}
