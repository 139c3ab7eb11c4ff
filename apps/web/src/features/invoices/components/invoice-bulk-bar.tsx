import { BULK_MAX, type BulkResponse, bulkSummary } from '@aquadesk/shared/bulk.ts';
import { type InvoiceListRow, isOpenInvoice } from '@aquadesk/shared/invoices.ts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconDownload, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { BulkBar, type BulkOutcome } from '../../../components/bulk-bar.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/use-can.ts';
import type { Selection } from '../../../lib/use-selection.ts';
import { downloadInvoicePdfs, remindInvoices, sendInvoices } from '../api.ts';

type Outcome = BulkOutcome;

const said = (done: string, res: BulkResponse): Outcome => ({
  text: bulkSummary(done, 'invoice', res),
  ok: res.skipped === 0,
});

/**
 * The invoice list's actions on the ticked invoices (issue 41 item 13; docs/api.md "Many invoices at once"):
 * Send reminder (offered once an issued invoice with a balance is ticked; the server decides each, as Send
 * reminder now, and says why it skipped a paid one), Mail (each to its client, after a confirmation: it mails
 * every client ticked; drafts are skipped) and Download PDFs (one ZIP). A line says
 * what happened; the rows change live (invoice_update) as each invoice is reminded or sent.
 */
export function InvoiceBulkActions({ selection, rows }: { selection: Selection; rows: InvoiceListRow[] }) {
  const canRemind = useCan('invoice.remind');
  const canSend = useCan('invoice.send');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, confirm] = useDisclosure(false);
  const ticked = rows.filter((r) => selection.has(r.id));
  const open = ticked.filter((r) => isOpenInvoice(r.status)).map((r) => r.id);
  const issued = ticked.filter((r) => r.status !== 'draft').map((r) => r.id);
  const failed = (error: unknown) => setOutcome({ text: errorText(error) ?? 'Nothing was done', ok: false });

  const remind = useMutation({
    mutationFn: () => remindInvoices(selection.ids),
    onMutate: () => setOutcome(null),
    onSuccess: (res) => {
      setOutcome(said('Reminders sent for', res));
      selection.clear();
    },
    onError: failed,
  });
  const send = useMutation({
    mutationFn: () => sendInvoices(selection.ids),
    onMutate: () => setOutcome(null),
    onSuccess: (res) => {
      confirm.close();
      setOutcome(said('Mailed', res));
      selection.clear();
    },
    onError: (error) => {
      confirm.close();
      failed(error);
    },
  });
  const zip = useMutation({
    mutationFn: () => downloadInvoicePdfs(selection.ids),
    onMutate: () => setOutcome(null),
    onSuccess: ({ count, skipped }) =>
      setOutcome({
        text: `Downloaded ${count} PDF${count === 1 ? '' : 's'} in one ZIP${skipped.length > 0 ? `; ${skipped.length} left out: no longer an invoice (${skipped.join(', ')})` : ''}`,
        ok: skipped.length === 0,
      }),
    onError: failed,
  });
  const busy = remind.isPending || send.isPending || zip.isPending;
  const drafts = ticked.length - issued.length;

  return (
    <>
      <BulkBar
        count={selection.ids.length}
        noun="invoice"
        onClear={selection.clear}
        outcome={outcome}
        onCloseOutcome={() => setOutcome(null)}
      >
        {canRemind && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconBell size={14} />}
            disabled={open.length === 0 || busy}
            loading={remind.isPending}
            onClick={() => remind.mutate()}
            title={open.length === 0 ? 'Only an issued invoice with a balance due is reminded' : undefined}
          >
            Send reminder
          </Button>
        )}
        {canSend && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMail size={14} />}
            disabled={issued.length === 0 || busy}
            onClick={confirm.open}
          >
            Mail
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          disabled={busy}
          loading={zip.isPending}
          onClick={() => zip.mutate()}
        >
          Download PDFs
        </Button>
      </BulkBar>
      <Modal opened={confirming} onClose={confirm.close} title="Mail invoices to clients" centered>
        <Stack gap="sm">
          <Text size="sm">
            Mail {issued.length} invoice{issued.length === 1 ? '' : 's'}, each with its PDF and pay link, to
            its client&apos;s e-mail address?
            {drafts > 0 ? ` ${drafts} draft${drafts === 1 ? ' is' : 's are'} skipped: issue them first.` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            Up to {BULK_MAX} at a time; each counts towards your mail limit, as a single Send does.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={confirm.close} disabled={send.isPending}>
              Cancel
            </Button>
            <Button loading={send.isPending} onClick={() => send.mutate()}>
              Mail {issued.length}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
