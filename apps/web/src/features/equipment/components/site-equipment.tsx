import { Button, Group, Stack, Text } from '@mantine/core';
import { IconEngine, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryLoadMore } from '../../../components/load-more.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useEquipmentList } from '../api.ts';
import { usePieceForm } from '../hooks/use-piece-form.ts';
import { EquipmentForm } from './equipment-form.tsx';
import { EquipmentTable } from './equipment-table.tsx';

interface SiteRef {
  site_id: number;
  site_name: string;
}

/** A site's pieces with Add and Edit, in a slide-in panel (issue 43 item 1: the site page's Equipment). */
function SiteEquipmentPanel({
  site,
  opened,
  onClose,
}: {
  site: SiteRef;
  opened: boolean;
  onClose: () => void;
}) {
  const list = useEquipmentList({ site: String(site.site_id) });
  const canManage = useCan('equipment.manage');
  const form = usePieceForm();
  return (
    <SlideInForm opened={opened} onClose={onClose} title={`Equipment at ${site.site_name}`} size="xl">
      <Stack gap="sm">
        {canManage && (
          <Group justify="flex-end">
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => form.open(null)}>
              Add equipment
            </Button>
          </Group>
        )}
        <QueryContent
          query={list.query}
          isEmpty={list.rows.length === 0}
          emptyMessage="No equipment at this site yet"
        >
          <EquipmentTable rows={list.rows} showSite={false} onEdit={canManage ? form.open : undefined} />
          <QueryLoadMore
            query={list.query}
            shown={list.rows.length}
            total={list.total}
            noun="pieces of equipment"
            one="piece of equipment"
          />
        </QueryContent>
      </Stack>
      {canManage && (
        <EquipmentForm
          opened={form.opened}
          openKey={form.key}
          piece={form.piece}
          site={{ id: site.site_id, name: site.site_name }}
          onClose={form.close}
        />
      )}
    </SlideInForm>
  );
}

/** A site card's Equipment button, for those who may view equipment: opens the site's pieces. */
export function SiteEquipmentButton({ site }: { site: SiteRef }) {
  const canView = useCan('equipment.view');
  const [opened, setOpened] = useState(false);
  if (!canView) return null;
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconEngine size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={`Equipment at ${site.site_name}`}
        w="fit-content"
      >
        <Text size="xs" fw={600} inherit>
          Equipment
        </Text>
      </Button>
      {opened && <SiteEquipmentPanel site={site} opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}
