import { type EquipmentRow, equipmentPath } from '@aquadesk/shared/equipment.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { kindLabel } from '../api.ts';

/** In service, or retired on its day. */
export function PieceStatusBadge({ piece }: { piece: EquipmentRow }) {
  return piece.retired_on ? (
    <Badge color="gray" variant="light">
      Retired {formatDate(piece.retired_on)}
    </Badge>
  ) : (
    <Badge color="teal" variant="light">
      In service
    </Badge>
  );
}

const capacity = (p: EquipmentRow) => (p.capacity_kld ? `${Number(p.capacity_kld)} KLD` : '—');
const makeModel = (p: EquipmentRow) => [p.make, p.model].filter(Boolean).join(' · ') || '—';

interface Props {
  rows: readonly EquipmentRow[];
  /** The site column (the list of every site's pieces), left out at one site. */
  showSite?: boolean;
  /** An Edit button per row in service, for those who manage equipment. */
  onEdit?: ((piece: EquipmentRow) => void) | undefined;
}

/** Pieces of equipment: a table, cards on a phone; each name opens the piece's page. */
export function EquipmentTable({ rows, showSite = true, onEdit }: Props) {
  return (
    <DataTable
      rows={rows}
      rowKey={(p) => p.id}
      minWidth={showSite ? 980 : 700}
      ariaLabel="Equipment"
      framed={false}
      rowProps={(p) => ({ 'data-testid': `equipment-${p.id}` })}
      columns={[
        {
          header: 'Name',
          role: 'title',
          maxWidth: 240,
          cell: (p) => (
            <Anchor component={Link} to={equipmentPath(p.id)} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {p.name}
            </Anchor>
          ),
        },
        { header: 'Kind', nowrap: true, cell: (p) => kindLabel(p.kind) },
        showSite && {
          header: 'Site',
          maxWidth: 220,
          cell: (p) => (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {p.site_name}
            </Text>
          ),
        },
        { header: 'Capacity', nowrap: true, cell: capacity },
        {
          header: 'Make and model',
          maxWidth: 220,
          cell: (p) => (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {makeModel(p)}
            </Text>
          ),
        },
        {
          header: 'Serial number',
          maxWidth: 160,
          cell: (p) => (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {p.serial_number || '—'}
            </Text>
          ),
        },
        {
          header: 'Warranty until',
          nowrap: true,
          cell: (p) => (p.warranty_until ? formatDate(p.warranty_until) : '—'),
        },
        { header: 'Status', role: 'status', cell: (p) => <PieceStatusBadge piece={p} /> },
        onEdit && {
          header: 'Action',
          role: 'action',
          cell: (p) =>
            p.retired_on ? null : (
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => onEdit(p)} aria-label={`Edit ${p.name}`}>
                  Edit
                </Button>
              </Group>
            ),
        },
      ]}
    />
  );
}
