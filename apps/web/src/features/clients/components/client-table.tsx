import type { ClientRow } from '@aquadesk/shared/clients.ts';
import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconExternalLink, IconKey, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { RowAction } from '../../../components/row-action.tsx';

interface Props {
  clients: readonly ClientRow[];
  onEdit: (client: ClientRow) => void;
  /** Change password and open /client/{id}; left out for resellers (spec 001 §2). */
  onPassword?: (client: ClientRow) => void;
  showOpen?: boolean;
  /** The reseller-clients table has no Organization-first label differences; keep the same columns. */
  columns?: 'client' | 'reseller';
}

/** Organization, Name, mail, Phone, Action (spec 001 §2; spec 000 §2 Reseller Clients); a card each on a phone. */
export function ClientTable({ clients, onEdit, onPassword, showOpen = false, columns = 'client' }: Props) {
  const own = columns === 'client';
  return (
    <DataTable
      rows={clients}
      rowKey={(c) => c.id}
      minWidth={640}
      ariaLabel={own ? 'Clients' : 'Reseller clients'}
      rowProps={() => ({ 'data-testid': 'client-row' })}
      columns={[
        {
          header: own ? 'Organization' : 'organization',
          role: 'title',
          cell: (c) => (
            <>
              {c.organization}
              {!c.processed_by_admin && own && (
                <Badge ml="xs" size="xs" color="orange" variant="light">
                  pending
                </Badge>
              )}
            </>
          ),
        },
        { header: own ? 'Name' : 'name', cell: (c) => c.name },
        { header: own ? 'mail' : 'email', cell: (c) => c.email },
        { header: own ? 'Phone' : 'phone', cell: (c) => c.phone_number },
        {
          header: own ? 'Action' : 'action',
          role: 'action',
          cell: (c) => (
            <Group gap={4} wrap="nowrap">
              <RowAction label="Edit" ariaLabel={`Edit ${c.organization}`} onClick={() => onEdit(c)}>
                <IconPencil size={18} aria-hidden />
              </RowAction>
              {onPassword && (
                <RowAction
                  label="Change password"
                  ariaLabel={`Change password of ${c.organization}`}
                  onClick={() => onPassword(c)}
                >
                  <IconKey size={18} aria-hidden />
                </RowAction>
              )}
              {showOpen && (
                <Tooltip label="Open client">
                  <ActionIcon
                    variant="subtle"
                    component={Link}
                    to={`/client/${c.id}`}
                    aria-label={`Open ${c.organization}`}
                  >
                    <IconExternalLink size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          ),
        },
      ]}
    />
  );
}
