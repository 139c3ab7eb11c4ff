import type {
  InvoiceRegisterResponse,
  NoteRegisterResponse,
  PaymentRegisterResponse,
  RegisterKind,
} from '@aquadesk/shared/registers.ts';
import { Paper } from '@mantine/core';
import type { useRegister } from '../api.ts';
import { InvoiceRegisterTable } from './invoice-register-table.tsx';
import { NoteRegisterTable } from './note-register-table.tsx';
import { PaymentRegisterTable } from './payment-register-table.tsx';

interface RegisterBodyProps {
  kind: RegisterKind;
  list: ReturnType<typeof useRegister<RegisterKind>>;
}

/** The register's table of the pages loaded, with the period's totals (the list screen shows its states and Load more). */
export function RegisterBody({ kind, list }: RegisterBodyProps) {
  const { rows, first } = list;
  // the pages loaded, under the first page's totals (the same on every page)
  const data = first ? { ...first, data: rows } : undefined;
  if (!data) return null;
  return (
    <Paper withBorder p="xs" radius="md">
      {kind === 'invoices' && <InvoiceRegisterTable data={data as InvoiceRegisterResponse} />}
      {kind === 'notes' && <NoteRegisterTable data={data as NoteRegisterResponse} />}
      {kind === 'payments' && <PaymentRegisterTable data={data as PaymentRegisterResponse} />}
    </Paper>
  );
}
