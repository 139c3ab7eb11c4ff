import type { BillingPlanPeriod } from '@aquadesk/shared/contract-billing.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import { INVOICE_STATUS_LABELS } from '@aquadesk/shared/invoices.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import { Anchor, Badge, Button, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/use-can.ts';
import { billContractPeriod, contractKeys, fetchContractBilling } from '../api.ts';

const STATE_TEXT: Record<BillingPlanPeriod['state'], string> = {
  billed: 'Billed',
  due: 'Due',
  upcoming: 'Due on',
  draft_deleted: 'Draft deleted',
  stopped: 'Not billed',
};

/**
 * The contract's billing plan (issue 43 item 8; docs/api.md "Contract billing"): each period, its amount, its
 * bill day and its invoice (number, link, status) or when it is due. Finance and the directors Bill now a period
 * whose day has come (and Make again one whose draft was deleted); the job bills the rest on their day. Reloads
 * with the contract's page (contract_update).
 */
export function ContractBilling({ contractId }: { contractId: number }) {
  const qc = useQueryClient();
  const canBill = useCan('contract.bill');
  const q = useQuery({
    queryKey: contractKeys.billing(contractId),
    queryFn: ({ signal }) => fetchContractBilling(contractId, signal),
  });
  const bill = useMutation({
    mutationFn: (start: string) => billContractPeriod({ contract_id: contractId, period_start: start }),
    onSuccess: (made) => {
      void qc.invalidateQueries({ queryKey: contractKeys.billing(contractId) });
      notifications.show({
        color: made.issue_error ? 'yellow' : 'teal',
        message: made.issue_error
          ? `Draft invoice made; it was not issued: ${made.issue_error}`
          : made.number
            ? `Invoice ${made.number} issued`
            : 'Draft invoice made',
      });
    },
  });
  const periods = q.data?.periods ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-label="Billing plan">
      <Title order={3} size="h5" mb="sm">
        Billing plan
      </Title>
      <QueryContent query={q} isEmpty={periods.length === 0} emptyMessage="No billing periods">
        <DataTable
          rows={periods}
          rowKey={(p) => p.start}
          minWidth={640}
          ariaLabel="Billing periods"
          framed={false}
          rowProps={(p) => ({ 'data-testid': `billing-period-${p.start}` })}
          columns={[
            {
              header: 'Period',
              role: 'title',
              nowrap: true,
              cell: (p: BillingPlanPeriod) => `${formatDate(p.start)} to ${formatDate(p.end)}`,
            },
            { header: 'Amount', align: 'right', cell: (p) => formatRupees(p.amount) },
            { header: 'Bill day', nowrap: true, cell: (p) => formatDate(p.bill_on) },
            {
              header: 'Invoice',
              role: 'status',
              cell: (p) =>
                p.invoice ? (
                  <Group gap={6} wrap="nowrap">
                    <Anchor component={Link} to={`/invoice/${p.invoice.id}`} size="sm">
                      {p.invoice.number ?? `Draft ${p.invoice.id}`}
                    </Anchor>
                    <Badge variant="light" color={p.invoice.status === 'draft' ? 'gray' : 'blue'}>
                      {INVOICE_STATUS_LABELS[p.invoice.status]}
                    </Badge>
                  </Group>
                ) : (
                  <Text size="sm" c={p.state === 'due' ? 'orange' : 'dimmed'}>
                    {p.state === 'upcoming' ? `Due on ${formatDate(p.bill_on)}` : STATE_TEXT[p.state]}
                  </Text>
                ),
            },
            canBill && {
              header: <VisuallyHidden>Actions</VisuallyHidden>,
              role: 'action',
              cell: (p: BillingPlanPeriod) =>
                (p.state === 'due' || (p.state === 'draft_deleted' && q.data?.billing)) && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    loading={bill.isPending && bill.variables === p.start}
                    disabled={bill.isPending}
                    onClick={() => bill.mutate(p.start)}
                  >
                    {p.state === 'due' ? 'Bill now' : 'Make again'}
                  </Button>
                ),
            },
          ]}
        />
        <Text size="xs" c="dimmed" mt="xs">
          Each period is billed once, on its bill day, as the company's settings say (a draft to review or
          issued at once).
        </Text>
        <FormError message={errorText(bill.error)} />
      </QueryContent>
    </Paper>
  );
}
