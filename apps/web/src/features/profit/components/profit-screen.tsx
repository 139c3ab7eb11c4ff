import { PROFIT_MESSAGES, type ProfitData, ZEditProfitRequest } from '@aquadesk/shared/profit.ts';
import { Button, Paper, Table, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DrawerForm } from '../../../components/drawer-form.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { putSaved } from '../../../lib/put-saved.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { editProfit, fetchProfit, profitKeys } from '../api.ts';
import { LabourRates } from './labour-rates.tsx';

type Values = { [K in keyof ProfitData]: string };

/** spec 001 §3: the four default-profit settings, their labels and units. */
const FIELDS: { key: keyof ProfitData; label: string; unit: string }[] = [
  { key: 'administrative_expense', label: 'Administrative expense', unit: '%' },
  { key: 'travel_charge', label: 'Travel charge', unit: '₹ per km' },
  { key: 'product_profit', label: 'Product profit', unit: '%' },
  { key: 'company_profit', label: 'Company profit', unit: '%' },
];

const empty: Values = {
  administrative_expense: '',
  travel_charge: '',
  product_profit: '',
  company_profit: '',
};

/** /profit (spec 001 §2, §5, §6): the default-profit table and the Update Profit form. */
export function ProfitScreen() {
  const q = useQuery({ queryKey: profitKeys.data(), queryFn: ({ signal }) => fetchProfit(signal) });
  const canEdit = useCan('profit.edit');
  const [open, setOpen] = useState(false);
  const [openCount, setOpenCount] = useState(0);
  return (
    <>
      <PageHeader
        title="Default profit"
        description="Every new estimate starts from these figures; an estimate keeps the ones in force when it was made."
        actions={
          canEdit && (
            <Button
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => {
                setOpenCount((n) => n + 1);
                setOpen(true);
              }}
              disabled={!q.data}
            >
              Update Profit
            </Button>
          )
        }
      />
      <QueryContent query={q} isEmpty={false} emptyMessage="">
        <Paper withBorder p={0} maw={560}>
          <Table verticalSpacing="sm" aria-label="Default profit">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Setting</Table.Th>
                <Table.Th ta="right">Value</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {FIELDS.map((f) => (
                <Table.Tr key={f.key} data-testid={`profit-${f.key}`}>
                  <Table.Td>{f.label}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {f.unit === '%' ? `${q.data?.[f.key] ?? ''} %` : `₹${q.data?.[f.key] ?? ''} per km`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </QueryContent>
      <LabourRates />
      {q.data && (
        <ProfitForm opened={open} resetKey={openCount} current={q.data} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function ProfitForm({
  opened,
  resetKey,
  current,
  onClose,
}: {
  opened: boolean;
  resetKey: number;
  current: ProfitData;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const { message, done, succeed, fail, onSubmit, inputProps } = useZodForm<Values>({
    initialValues: { ...empty, ...current },
    schema: ZEditProfitRequest,
    resetKey,
    highlight: true,
  });
  const save = useMutation({
    mutationFn: editProfit,
    onSuccess: async (data) => {
      await putSaved(qc, profitKeys.data(), () => data);
      succeed();
    },
    onError: fail,
  });
  return (
    <DrawerForm
      opened={opened}
      onClose={onClose}
      title="Update Profit"
      done={done}
      successMessage={PROFIT_MESSAGES.saved}
      error={message}
      onSubmit={onSubmit((values) => save.mutate(values))}
      submitLabel="Update Profit"
      submitting={save.isPending}
    >
      {FIELDS.map((f) => (
        <TextInput
          key={f.key}
          label={`${f.label} (${f.unit})`}
          inputMode="decimal"
          required
          {...inputProps(f.key)}
        />
      ))}
    </DrawerForm>
  );
}
