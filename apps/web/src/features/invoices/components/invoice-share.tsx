import { whatsAppLink, whatsAppText } from '@aquadesk/shared/documents.ts';
import type { InvoiceDetail } from '@aquadesk/shared/invoices.ts';
import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import { Button, Group } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SendToClientButton, useDocumentSends } from '../../../components/document-actions.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { fetchInvoiceDetail, staffInvoiceKey } from '../api.ts';

/**
 * "Share on WhatsApp" (issue 41 item 4): WhatsApp's click-to-chat link in a new tab, to the number given
 * (an Indian mobile as 91XXXXXXXXXX) or to pick a chat, with the document, its amount and its public link
 * written; the sender sends it from their own WhatsApp (no API account).
 */
export function WhatsAppShare({
  phone,
  name,
  amount,
  link,
  company,
  compact = false,
}: {
  phone: string | null;
  name: string;
  amount: string;
  link: string;
  company: string;
  compact?: boolean;
}) {
  const text = whatsAppText({ name, amount, link, company });
  return (
    <Button
      component="a"
      href={whatsAppLink(phone, text)}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      size={compact ? 'compact-sm' : 'sm'}
      leftSection={<IconBrandWhatsapp size={compact ? 14 : 16} aria-hidden />}
      aria-label={compact ? `Share ${name} on WhatsApp` : undefined}
    >
      {compact ? 'WhatsApp' : 'Share on WhatsApp'}
    </Button>
  );
}

/** The supplier's name as the invoice prints it. */
export const companyOf = (invoice: InvoiceDetail['invoice']) =>
  invoice.supplier.trade_name || invoice.supplier.legal_name;

/**
 * The invoice's Send and Share on WhatsApp (docs/api.md "Documents"), for those who may send invoices: the
 * send form starts with the client's address; the WhatsApp text names the invoice, what is due (or its
 * total once settled; a cancelled one says so) and its pay link.
 */
export function InvoiceShare({ detail }: { detail: InvoiceDetail }) {
  const canSend = useCan('invoice.send');
  const { invoice } = detail;
  if (!canSend || !invoice.number) return null;
  const name = `${invoice.title} ${invoice.number}`;
  const amount =
    invoice.status === 'cancelled'
      ? 'cancelled, nothing is due'
      : invoice.balance.due_paise > 0
        ? `${formatRupees(paiseToRupees(invoice.balance.due_paise))} due`
        : `${formatRupees(invoice.totals.total)}, paid`;
  return (
    <>
      <SendToClientButton kind="invoice" id={invoice.id} title={name} label="Send" />
      <WhatsAppShare
        phone={detail.phone_number}
        name={name}
        amount={amount}
        link={detail.pay_link}
        company={companyOf(invoice)}
      />
    </>
  );
}

/**
 * Send and WhatsApp of what hangs on an invoice (a credit or debit note, a receipt), in its table row: the
 * send form starts with the invoice's client address; the WhatsApp text links the invoice's pay page.
 */
export function LedgerShare({
  invoiceId,
  kind,
  id,
  name,
  amount,
}: {
  invoiceId: number;
  kind: 'note' | 'receipt';
  id: number;
  name: string;
  amount: string;
}) {
  const canSend = useCan('invoice.send');
  const sends = useDocumentSends('invoice', invoiceId, canSend);
  // the invoice page's own data (cached): the client's phone, the pay link, the supplier
  const detail = useQuery({
    queryKey: staffInvoiceKey(invoiceId),
    queryFn: ({ signal }) => fetchInvoiceDetail(invoiceId, signal),
    enabled: canSend,
  });
  // the row's Send waits for the invoice's client address: its form never opens with an empty To
  if (!canSend || !detail.data || sends.isPending) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <SendToClientButton
        kind={kind}
        id={id}
        title={name}
        label="Send"
        compact
        defaultRecipients={sends.data?.client_email ? [sends.data.client_email] : []}
      />
      <WhatsAppShare
        compact
        phone={detail.data.phone_number}
        name={name}
        amount={amount}
        link={detail.data.pay_link}
        company={companyOf(detail.data.invoice)}
      />
    </Group>
  );
}
