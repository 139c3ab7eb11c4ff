import { formatDate, formatDateTime } from '@aquadesk/shared/format.ts';
import { OPENING_BALANCE_TITLE, type PublicInvoice } from '@aquadesk/shared/invoices.ts';
import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import { printedRoundOff, ROUND_OFF_LABEL } from '@aquadesk/shared/round-off.ts';
import { Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  DocumentBlock,
  FigureRow,
  SignatureLine,
  TotalWithWordsRows,
} from '../../../components/document.tsx';
import { useAuthedImage } from '../../../lib/authed-image.ts';
import { useCan } from '../../../lib/use-can.ts';
import { taxColumnsOf } from './invoice-document-lines.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

const stateText = (name: string | null, code: string | null) =>
  name && code ? `${name} (${code})` : (code ?? '—');

/** An invoice of the books from before AquaDesk, brought in with what is owed (docs/decisions/0014). */
export const isOpeningBalance = (invoice: PublicInvoice) => invoice.title === OPENING_BALANCE_TITLE;

/** Rule 46(a)-(c): the supplier's name, address and GSTIN; the title, number and date of issue. */
export function InvoiceHead({ invoice }: { invoice: PublicInvoice }) {
  const s = invoice.supplier;
  const opening = isOpeningBalance(invoice);
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md" className="invoice-head">
      <Stack gap={2} className="invoice-company" style={{ minWidth: 0, flex: '1 1 14rem' }}>
        <Text fw={750} fz="lg" data-testid="invoice-supplier">
          {s.trade_name || s.legal_name}
        </Text>
        {s.trade_name && s.trade_name !== s.legal_name && <Text size="sm">{s.legal_name}</Text>}
        {s.address && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {s.address}
          </Text>
        )}
        <Text size="sm" data-testid="invoice-supplier-gstin">
          GSTIN {s.gstin ?? 'not registered'} · State {stateText(s.state_name, s.state_code)}
        </Text>
        <Text size="sm" c="dimmed">
          {[s.phone, s.email].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      <Stack gap={4} align="flex-end" className="invoice-title-block" style={{ marginLeft: 'auto' }}>
        <Title
          order={2}
          className="document-title"
          fz={{ base: 20, sm: 24 }}
          tt="uppercase"
          data-testid="invoice-title"
        >
          {invoice.title}
        </Title>
        <Text size="sm" ta="right">
          {invoice.number ? (
            <>
              {opening ? 'Old invoice No.' : 'Invoice No.'}{' '}
              <strong data-testid="invoice-number">{invoice.number}</strong>
            </>
          ) : (
            <span data-testid="invoice-number">Draft: numbered when issued</span>
          )}
        </Text>
        <Text size="sm">
          {invoice.issued_at ? 'Date' : 'Drafted'} {formatDate(invoice.issued_at ?? invoice.created_at)}
        </Text>
        {/* an opening balance is due on its own date: one date says it */}
        {invoice.due_date && !opening && <Text size="sm">Due {formatDate(invoice.due_date)}</Text>}
        <InvoiceStatusBadge status={invoice.status} testId="invoice-status" />
      </Stack>
    </Group>
  );
}

/**
 * Rule 46(d)-(f), (n), (o), (p): the recipient, where delivered, the place of supply and reverse charge; of an
 * opening balance, the client alone.
 */
export function InvoiceParties({ invoice }: { invoice: PublicInvoice }) {
  const r = invoice.recipient;
  const delivery = r.delivery_address.trim();
  const opening = isOpeningBalance(invoice);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" className="document-parties">
      <DocumentBlock title="Billed to" dense>
        <Text fw={650} data-testid="invoice-organization">
          {invoice.organization}
        </Text>
        {r.address && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="invoice-billing-address">
            {r.address}
          </Text>
        )}
        {/* rule 46(1)(e), (o): where the supply is delivered */}
        {delivery && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="invoice-delivery-address">
            <Text span inherit fw={600}>
              Delivery address:
            </Text>{' '}
            {delivery === r.address.trim() ? 'as above' : delivery}
          </Text>
        )}
        {/* an opening balance was no supply of AquaDesk's: a client without a GSTIN is not called B2C */}
        {(r.gstin || !opening) && (
          <Text size="sm" data-testid="invoice-recipient-gstin">
            {r.gstin ? `GSTIN ${r.gstin}` : 'Unregistered (B2C)'}
          </Text>
        )}
        {r.state_code && <Text size="sm">State {stateText(r.state_name, r.state_code)}</Text>}
      </DocumentBlock>
      {!opening && <SupplyBlock invoice={invoice} />}
    </SimpleGrid>
  );
}

/** Rule 46(n), (p): the place of supply and reverse charge. */
function SupplyBlock({ invoice }: { invoice: PublicInvoice }) {
  const place = invoice.place_of_supply;
  return (
    <DocumentBlock title="Supply" dense>
      <Text size="sm" data-testid="invoice-place-of-supply">
        Place of supply {place ? stateText(place.name, place.code) : '—'}
      </Text>
      <Text size="sm" data-testid="invoice-reverse-charge">
        Tax payable on reverse charge: {invoice.reverse_charge ? 'Yes' : 'No'}
      </Text>
    </DocumentBlock>
  );
}

/** What was paid, refunded, credited and debited (each only when there is any, Paid always), then the balance due. */
function BalanceRows({ balance: b }: { balance: PublicInvoice['balance'] }) {
  const row = (label: string, paise: number) =>
    paise > 0 && <FigureRow label={label} value={formatRupees(paiseToRupees(paise))} />;
  return (
    <>
      <FigureRow
        label="Paid"
        value={formatRupees(paiseToRupees(b.paid_paise))}
        testId="invoice-paid-amount"
      />
      {row('Refunded', b.refunded_paise)}
      {row('Credited', b.credited_paise)}
      {row('Debited', b.debited_paise)}
      <FigureRow
        label={<strong>Balance due</strong>}
        value={<strong>{formatRupees(paiseToRupees(b.due_paise))}</strong>}
        testId="invoice-balance-due"
      />
    </>
  );
}

/**
 * The totals (each the sum of the printed lines, then the round-off), the amount in words and, once anything is
 * paid, the balance.
 */
export function InvoiceTotals({ invoice }: { invoice: PublicInvoice }) {
  const t = invoice.tax_totals;
  // the round-off on its own line above the total, never folded into a line (spec 002 §8)
  const roundOff = printedRoundOff(t.round_off);
  const b = invoice.balance;
  const moved = b.paid_paise > 0 || b.credited_paise > 0 || b.debited_paise > 0 || b.refunded_paise > 0;
  return (
    <Table verticalSpacing={4} fz="sm" aria-label="Invoice totals" className="document-totals invoice-totals">
      <Table.Tbody>
        {t.discount !== '0.00' && (
          <>
            <FigureRow label="Value" value={formatRupees(t.value)} />
            <FigureRow label="Discount" value={`− ${formatRupees(t.discount)}`} testId="invoice-discount" />
          </>
        )}
        <FigureRow label="Taxable value" value={formatRupees(t.taxable)} testId="invoice-subtotal" />
        {taxColumnsOf(invoice).map((c) => (
          <FigureRow key={c.key} label={c.label} value={formatRupees(t[c.key])} testId={`invoice-${c.key}`} />
        ))}
        {roundOff && <FigureRow label={ROUND_OFF_LABEL} value={roundOff} testId="invoice-round-off" />}
        <TotalWithWordsRows
          total={t.total}
          inWords={invoice.total_in_words}
          testId="invoice-total"
          wordsTestId="invoice-total-in-words"
          weight={750}
        />
        {moved && <BalanceRows balance={b} />}
      </Table.Tbody>
    </Table>
  );
}

/**
 * What an opening balance owes (docs/decisions/0014): the amount brought in from the old books, what was paid
 * against it in AquaDesk, and what is still due. It has no lines, taxes or round-off to sum.
 */
export function OpeningBalanceTotals({ invoice }: { invoice: PublicInvoice }) {
  const b = invoice.balance;
  return (
    <Table
      verticalSpacing={4}
      fz="sm"
      aria-label="Opening balance totals"
      className="document-totals invoice-totals"
    >
      <Table.Tbody>
        <FigureRow
          label="Amount owed"
          value={formatRupees(paiseToRupees(b.total_paise))}
          testId="invoice-total"
        />
        <BalanceRows balance={b} />
      </Table.Tbody>
    </Table>
  );
}

/** docs/requirements/002-gst.md §8: a cancelled invoice keeps its number and owes nothing. */
export function CancelledStamp({ cancelled }: { cancelled: NonNullable<PublicInvoice['cancelled']> }) {
  return (
    <Stack gap={2} className="invoice-cancelled" data-testid="invoice-cancelled" role="note">
      <Text fw={800} fz={22} c="red.8" lts="0.12em">
        CANCELLED
      </Text>
      <Text size="sm">
        on {formatDateTime(cancelled.at)}: {cancelled.reason}
      </Text>
    </Stack>
  );
}

/**
 * The creator's signature kept with the invoice (rule 46(q)). It is served only to staff who may list
 * invoices (docs/api.md "Uploads": files are private), so it is fetched with their token; a visitor's copy
 * leaves the space for a hand signature.
 */
export function Signature({ url, caption }: { url: string | null; caption: string }) {
  const mayLoad = useCan('invoice.sign');
  const img = useAuthedImage(mayLoad ? url : null);
  return (
    <SignatureLine src={img.data} alt="Signature" caption={caption} imageClassName="invoice-signature" />
  );
}
