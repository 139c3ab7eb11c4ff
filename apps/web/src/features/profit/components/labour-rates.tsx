import { formatRupees } from '@aquadesk/shared/format.ts';
import { LABOUR_RATE_MESSAGES, type LabourRateRow, ZLabourRateRequest } from '@aquadesk/shared/profit.ts';
import { Button, Paper, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DrawerForm } from '../../../components/drawer-form.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { fetchLabourRates, labourRateKeys, saveLabourRate } from '../api.ts';

/**
 * Labour charge rates (issue 41 item 2; docs/api.md "Labour charge rates"): what an hour of each job role is
 * charged at on a new estimate. A role without one falls back to its holders' mean pay; with neither it is
 * listed as having no rate and an estimate cannot charge it. The mean pay is internal: this screen is for
 * those who set prices.
 */
export function LabourRates() {
  const q = useQuery({ queryKey: labourRateKeys.all, queryFn: ({ signal }) => fetchLabourRates(signal) });
  const canEdit = useCan('profit.edit');
  const [editing, setEditing] = useState<LabourRateRow | null>(null);
  const [openCount, setOpenCount] = useState(0);
  const rows = q.data ?? [];
  return (
    <>
      <Title order={3} mt="xl" mb={4}>
        Labour charge rates
      </Title>
      <Text size="sm" c="dimmed" mb="sm" maw={720}>
        What a new estimate charges for an hour of each role. A role without a rate takes the mean pay of the
        people who hold it; a role with neither cannot be put on an estimate.
      </Text>
      <QueryContent query={q} isEmpty={rows.length === 0} emptyMessage="No job roles yet">
        {/* three columns, the role's people and mean pay under its name: it fits a phone as it is */}
        <Paper withBorder p={0} maw={720}>
          <Table verticalSpacing="xs" aria-label="Labour charge rates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Role</Table.Th>
                <Table.Th ta="right">Charge per hour</Table.Th>
                {canEdit && (
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id} data-testid={`labour-rate-${r.id}`}>
                  <Table.Td style={{ overflowWrap: 'break-word' }}>
                    <Text size="sm" fw={500}>
                      {r.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.holders === 1 ? '1 person' : `${r.holders} people`}
                      {r.mean_pay === null
                        ? ', none paid'
                        : `, mean pay ${formatRupees(r.mean_pay)} (internal)`}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {r.charge_rate !== null ? (
                      formatRupees(r.charge_rate)
                    ) : r.mean_pay !== null ? (
                      <Text span size="sm" c="dimmed">
                        Mean pay
                      </Text>
                    ) : (
                      <Text span size="sm" fw={700}>
                        No rate
                      </Text>
                    )}
                  </Table.Td>
                  {canEdit && (
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Set rate of ${r.name}`}
                        onClick={() => {
                          setOpenCount((n) => n + 1);
                          setEditing(r);
                        }}
                      >
                        Set rate
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </QueryContent>
      {editing && <RateForm role={editing} resetKey={openCount} onClose={() => setEditing(null)} />}
    </>
  );
}

function RateForm({
  role,
  resetKey,
  onClose,
}: {
  role: LabourRateRow;
  resetKey: number;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const { message, done, succeed, fail, onSubmit, inputProps } = useZodForm<{ charge_rate: string }>({
    initialValues: { charge_rate: role.charge_rate ?? '' },
    schema: ZLabourRateRequest,
    resetKey,
    highlight: true,
  });
  const save = useMutation({
    mutationFn: (v: { charge_rate: string }) => saveLabourRate(role.id, { charge_rate: v.charge_rate }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: labourRateKeys.all });
      succeed();
    },
    onError: fail,
  });
  return (
    <DrawerForm
      opened
      onClose={onClose}
      title={`Charge rate: ${role.name}`}
      done={done}
      successMessage={LABOUR_RATE_MESSAGES.saved}
      error={message}
      onSubmit={onSubmit((values) => save.mutate(values))}
      submitLabel="Save rate"
      submitting={save.isPending}
      intro="Leave it empty for no rate of its own: the role then takes its holders' mean pay."
    >
      <TextInput label="Charge per hour (₹)" inputMode="decimal" {...inputProps('charge_rate')} />
    </DrawerForm>
  );
}
