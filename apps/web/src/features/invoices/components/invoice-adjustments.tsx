import type { InvoiceDetailResponse } from '@aquadesk/shared/invoices.ts';
import { Button } from '@mantine/core';
import { IconFileMinus, IconFilePlus, IconReceiptRefund, IconReport } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../../lib/use-can.ts';
import { statementPath } from '../../receivables/api.ts';
import { InvoiceNoteModal } from './invoice-note-modal.tsx';
import { RecordPaymentModal } from './record-payment-modal.tsx';

type Dialog = 'credit' | 'debit' | 'refund' | null;

/**
 * What changes an issued invoice after the fact (docs/requirements/002-gst.md §8-§9): a credit or a debit
 * note, a refund while the client has paid more than the invoice is now worth, and the client's statement.
 */
export function InvoiceAdjustments({ detail }: { detail: InvoiceDetailResponse }) {
  const { invoice } = detail;
  const canNote = useCan('invoice.note');
  const canRefund = useCan('invoice.record_payment');
  const canStatement = useCan('receivables.view');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [openKey, setOpenKey] = useState(0);
  const open = (d: Dialog) => {
    setOpenKey((k) => k + 1);
    setDialog(d);
  };
  const close = () => setDialog(null);

  const issued = invoice.status !== 'draft' && invoice.status !== 'cancelled';
  const b = invoice.balance;
  const overpaid = b.paid_paise - b.refunded_paise - (b.total_paise + b.debited_paise - b.credited_paise);
  const label = invoice.number ?? String(invoice.id);

  return (
    <>
      {issued && canNote && (
        <>
          <Button
            variant="default"
            leftSection={<IconFileMinus size={16} aria-hidden />}
            onClick={() => open('credit')}
          >
            Credit note
          </Button>
          <Button
            variant="default"
            leftSection={<IconFilePlus size={16} aria-hidden />}
            onClick={() => open('debit')}
          >
            Debit note
          </Button>
        </>
      )}
      {issued && canRefund && overpaid > 0 && (
        <Button
          variant="light"
          leftSection={<IconReceiptRefund size={16} aria-hidden />}
          onClick={() => open('refund')}
        >
          Refund
        </Button>
      )}
      {detail.client_id !== null && canStatement && (
        <Button
          component={Link}
          to={statementPath(detail.client_id)}
          variant="default"
          leftSection={<IconReport size={16} aria-hidden />}
        >
          Client statement
        </Button>
      )}
      {issued && canNote && (dialog === 'credit' || dialog === 'debit') && (
        <InvoiceNoteModal invoice={invoice} kind={dialog} opened openKey={openKey} onClose={close} />
      )}
      {issued && canRefund && overpaid > 0 && (
        <RecordPaymentModal
          invoiceId={invoice.id}
          number={label}
          duePaise={overpaid}
          kind="refund"
          opened={dialog === 'refund'}
          openKey={openKey}
          onClose={close}
        />
      )}
    </>
  );
}
