import {
  estimateInvoiceLabel,
  isInvoiceableEstimate,
  liveInvoiceOf,
} from '@aquadesk/shared/estimate-invoice.ts';
import type { EstimateStatus } from '@aquadesk/shared/estimates.ts';
import { INVOICE_STATUS_LABELS } from '@aquadesk/shared/invoices.ts';
import { Alert, Anchor, Badge, Button, Group, Loader, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../lib/use-can.ts';
import {
  estimateInvoiceKey,
  fetchEstimateInvoice,
  invoicePath,
  makeEstimateInvoice,
} from '../../invoices/api.ts';
import { INVOICE_STATUS_COLOR } from '../../payments/api.ts';

/**
 * The job card's invoice (issue 30 item 8; docs/api.md "An estimate's invoice"), for those who bill: a link
 * to it by its number (or "Draft invoice"), or, once the work is FINISHED and it has none (or only a
 * cancelled one), Make invoice, which makes the draft and opens it to edit and issue.
 */
export function JobCardInvoice({ estimate }: { estimate: { id: number; status: EstimateStatus } }) {
  const mayList = useCan('invoice.list');
  const mayCreate = useCan('invoice.create');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const key = estimateInvoiceKey(estimate.id);
  const q = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchEstimateInvoice(estimate.id, signal),
    enabled: mayList,
  });
  const make = useMutation({
    mutationFn: () => makeEstimateInvoice(estimate.id),
    onSuccess: ({ id }) => {
      void qc.invalidateQueries({ queryKey: key });
      void navigate(invoicePath(id));
    },
    // a 409 names the invoice made meanwhile: show its link too
    onError: () => void qc.invalidateQueries({ queryKey: key }),
  });
  if (!mayList) return null;
  if (q.isPending) {
    return (
      <Group gap="xs" data-print-hidden>
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Looking for the invoice…
        </Text>
      </Group>
    );
  }
  if (q.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        data-print-hidden
        title="The invoice could not be loaded"
      >
        {q.error.message}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => void q.refetch()}>
          Try again
        </Anchor>
      </Alert>
    );
  }
  const link = q.data.data;
  // a cancelled invoice leaves the work to be invoiced again (docs/api.md "An estimate's invoice")
  const offer = !liveInvoiceOf(link) && mayCreate && isInvoiceableEstimate(estimate.status);
  if (!link && !offer && !make.error) return null;
  return (
    <Group gap="sm" data-print-hidden>
      {link && (
        <Group gap="xs" data-testid="estimate-invoice">
          <IconFileInvoice size={18} aria-hidden />
          <Anchor component={Link} to={invoicePath(link.id)} fw={600}>
            {estimateInvoiceLabel(link)}
          </Anchor>
          <Badge variant="light" color={INVOICE_STATUS_COLOR[link.status]}>
            {INVOICE_STATUS_LABELS[link.status]}
          </Badge>
        </Group>
      )}
      {offer && (
        <Button
          variant="light"
          leftSection={<IconFileInvoice size={16} aria-hidden />}
          loading={make.isPending}
          onClick={() => make.mutate()}
        >
          Make invoice
        </Button>
      )}
      {make.error && (
        <Alert color="red" variant="light" role="alert" py={6}>
          {make.error.message}
        </Alert>
      )}
    </Group>
  );
}
