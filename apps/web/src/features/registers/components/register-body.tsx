import type {
  InvoiceRegisterResponse,
  NoteRegisterResponse,
  PaymentRegisterResponse,
  RegisterKind,
} from '@aquadesk/shared/registers.ts';
import { Paper } from '@mantine/core';
import { QueryLoadMore } from '../../../components/load-more.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import type { useRegister } from '../api.ts';
import { InvoiceRegisterTable } from './invoice-register-table.tsx';
import { NoteRegisterTable } from './note-register-table.tsx';
import { PaymentRegisterTable } from './payment-register-table.tsx';

const EMPTY: Record<RegisterKind, string> = {
  invoices: 'No invoice was issued in this period',
  notes: 'No credit or debit note was raised in this period',
  payments: 'No payment was received or refunded in this period',
};

interface RegisterBodyProps {
  kind: RegisterKind;
  list: ReturnType<typeof useRegister<RegisterKind>>;
  searching: boolean;
}

/** The register's table with the period's totals (a loader, an error with retry, or the empty state first), and Load more. */
export function RegisterBody({ kind, list, searching }: RegisterBodyProps) {
  const { query, rows, first, total } = list;
  // the pages loaded, under the first page's totals (the same on every page)
  const data = first ? { ...first, data: rows } : undefined;
  return (
    <QueryContent
      query={query}
      isEmpty={rows.length === 0}
      emptyMessage={searching ? 'Nothing in this period matches this search' : EMPTY[kind]}
    >
      {data && (
        <Paper withBorder p="xs" radius="md">
          {kind === 'invoices' && <InvoiceRegisterTable data={data as InvoiceRegisterResponse} />}
          {kind === 'notes' && <NoteRegisterTable data={data as NoteRegisterResponse} />}
          {kind === 'payments' && <PaymentRegisterTable data={data as PaymentRegisterResponse} />}
        </Paper>
      )}
      <QueryLoadMore query={query} shown={rows.length} total={total} noun="rows" one="row" />
    </QueryContent>
  );
}
