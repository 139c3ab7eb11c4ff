import type { ClientRow } from '@aquadesk/shared/clients.ts';
import { ActionIcon, Badge, Group, Table, Tooltip } from '@mantine/core';
import { IconExternalLink, IconKey, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
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

/** Organization, Name, mail, Phone, Action (spec 001 §2; spec 000 §2 Reseller Clients). */
export function ClientTable({ clients, onEdit, onPassword, showOpen = false, columns = 'client' }: Props) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns === 'client' ? 'Organization' : 'organization'}</Table.Th>
            <Table.Th>{columns === 'client' ? 'Name' : 'name'}</Table.Th>
            <Table.Th>{columns === 'client' ? 'mail' : 'email'}</Table.Th>
            <Table.Th>{columns === 'client' ? 'Phone' : 'phone'}</Table.Th>
            <Table.Th>{columns === 'client' ? 'Action' : 'action'}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((c) => (
            <Table.Tr key={c.id} data-testid="client-row">
              <Table.Td>
                {c.organization}
                {!c.processed_by_admin && columns === 'client' && (
                  <Badge ml="xs" size="xs" color="orange" variant="light">
                    pending
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td>{c.email}</Table.Td>
              <Table.Td>{c.phone_number}</Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
