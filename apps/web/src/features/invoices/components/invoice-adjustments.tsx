import { type InvoiceDetail, invoiceMoves, ledgerOfInvoice } from '@aquadesk/shared/invoices.ts';
import { refundableOf } from '@aquadesk/shared/receivables.ts';
import { Button } from '@mantine/core';
import { IconFileMinus, IconFilePlus, IconReceiptRefund, IconReport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCan } from '../../../lib/use-can.ts';
import { useDialog } from '../../../lib/use-dialog.ts';
import { statementPath } from '../api.ts';
import { InvoiceNoteModal } from './invoice-note-modal.tsx';
import { RecordPaymentModal } from './record-payment-modal.tsx';

type Dialog = 'credit' | 'debit' | 'refund';

/**
 * What changes an issued invoice after the fact (docs/requirements/002-gst.md §8-§9): a credit or a debit
 * note, a refund while the client has paid more than the invoice is now worth, and the client's statement.
 */
export function InvoiceAdjustments({ detail }: { detail: InvoiceDetail }) {
  const { invoice } = detail;
  const canNote = useCan('invoice.note');
  const canRefund = useCan('invoice.record_payment');
  const canStatement = useCan('receivables.view');
  const { dialog, openKey, open, close } = useDialog<Dialog>();
  // what the server allows now, by the same rules (packages/shared invoiceMoves and refundableOf)
  const moves = invoiceMoves(invoice);
  // an opening balance takes no note: the server refuses it (409, docs/decisions/0014)
  const issued = moves.note && !detail.opening_balance;
  const overpaid = refundableOf(ledgerOfInvoice(invoice));
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
      {moves.refund && canRefund && (
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
      {moves.refund && canRefund && (
        <RecordPaymentModal
          invoiceId={invoice.id}
          number={label}
          duePaise={overpaid}
          issuedAt={invoice.issued_at}
          kind="refund"
          opened={dialog === 'refund'}
          openKey={openKey}
          onClose={close}
        />
      )}
    </>
  );
}
