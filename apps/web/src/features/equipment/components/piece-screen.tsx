import { equipmentLabel } from '@aquadesk/shared/equipment.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { NotFoundView } from '../../../components/not-found-view.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/use-can.ts';
import { kindLabel, returnPiece, useApplyPiece, usePiece } from '../api.ts';
import { EquipmentForm } from './equipment-form.tsx';
import { PieceStatusBadge } from './equipment-table.tsx';
import { PieceHistory } from './piece-history.tsx';
import { RetireModal } from './retire-modal.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

const day = (d: string | null) => (d ? formatDate(d) : '');

/** /equipment/:id (issue 43 item 1): the piece's details, Edit, Retire or Return to service, and its history. */
export function PieceScreen() {
  const { id = '' } = useParams();
  const pieceId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const q = usePiece(pieceId);
  const canManage = useCan('equipment.manage');
  const apply = useApplyPiece();
  const [editKey, setEditKey] = useState(0);
  const [editing, setEditing] = useState(false);
  const [retiring, setRetiring] = useState(false);
  const back = useMutation({
    mutationFn: () => returnPiece(pieceId),
    onSuccess: (p) => {
      apply(p);
      notifications.show({ color: 'teal', message: `${p.name} is back in service` });
    },
    onError: (e) => notifications.show({ color: 'red', title: 'Not returned', message: e.message }),
  });
  usePageTitle(q.data?.name ?? 'Equipment', 'ADMIN PANEL');
  if (!pieceId) return <NotFoundView />;
  if (q.isPending) return <PageLoader />;
  if (q.isError) {
    if (isApiError(q.error) && (q.error.status === 404 || q.error.status === 400)) return <NotFoundView />;
    return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  }
  const piece = q.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <BackLink to="/equipment">Equipment</BackLink>
        {canManage && (
          <Group gap="xs">
            {piece.retired_on ? (
              <Button variant="light" loading={back.isPending} onClick={() => back.mutate()}>
                Return to service
              </Button>
            ) : (
              <>
                <Button
                  variant="default"
                  onClick={() => {
                    setEditKey((k) => k + 1);
                    setEditing(true);
                  }}
                >
                  Edit
                </Button>
                <Button variant="light" color="red" onClick={() => setRetiring(true)}>
                  Retire
                </Button>
              </>
            )}
          </Group>
        )}
      </Group>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="md">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} style={{ overflowWrap: 'anywhere' }}>
              {equipmentLabel(piece)}
            </Title>
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {kindLabel(piece.kind)} at {piece.site_name}
              {piece.organization ? `, ${piece.organization}` : ''}
            </Text>
          </Stack>
          <PieceStatusBadge piece={piece} />
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Fact label="Make">{piece.make}</Fact>
          <Fact label="Model">{piece.model}</Fact>
          <Fact label="Serial number">{piece.serial_number}</Fact>
          <Fact label="Capacity">{piece.capacity_kld ? `${Number(piece.capacity_kld)} KLD` : ''}</Fact>
          <Fact label="Installed on">{day(piece.installed_on)}</Fact>
          <Fact label="Warranty until">{day(piece.warranty_until)}</Fact>
          {piece.retired_on && <Fact label="Retired on">{day(piece.retired_on)}</Fact>}
        </SimpleGrid>
        {piece.notes && (
          <Stack mt="md">
            <Fact label="Notes">{piece.notes}</Fact>
          </Stack>
        )}
      </Paper>
      <PieceHistory pieceId={piece.id} />
      {canManage && (
        <>
          <EquipmentForm opened={editing} openKey={editKey} piece={piece} onClose={() => setEditing(false)} />
          <RetireModal piece={piece} opened={retiring} onClose={() => setRetiring(false)} />
        </>
      )}
    </Stack>
  );
}
