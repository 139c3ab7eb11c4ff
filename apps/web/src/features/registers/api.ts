import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { INVOICE_BOOK_EVENTS } from '@aquadesk/shared/events.ts';
import {
  type ExportFormat,
  type InvoiceRegisterResponse,
  type NoteRegisterResponse,
  type PaymentRegisterResponse,
  type Period,
  periodOf,
  REGISTER_KINDS,
  type RegisterKind,
  registerFileName,
} from '@aquadesk/shared/registers.ts';
import { useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../lib/download-file.ts';
import { usePagedList } from '../../lib/paged-list.ts';
import { useSocketEvents } from '../../lib/socket/socket-context.ts';

/** What each register's call answers. */
export interface RegisterResponses {
  invoices: InvoiceRegisterResponse;
  notes: NoteRegisterResponse;
  payments: PaymentRegisterResponse;
}

/** Under the invoices' keys: a payment, a note or a cancellation refreshes the registers too. */
export const registerKeys = {
  all: ['invoices', 'registers'] as const,
  of: (kind: RegisterKind) => ['invoices', 'registers', kind] as const,
};

export const registerPath = (kind: RegisterKind) => `/registers/${kind}`;

/** The register shown: the URL's, else the invoice register. */
export const registerOf = (value: string | undefined): RegisterKind =>
  REGISTER_KINDS.find((k) => k === value) ?? 'invoices';

/** The period shown: the URL's, else this month (IST), the financial year's current month. */
export function periodFrom(values: { from?: string | undefined; to?: string | undefined }): Period {
  const month = periodOf('this_month', todayInIndia());
  return { from: values.from ?? month.from, to: values.to ?? month.to };
}

/**
 * GET /registers/{kind} a page at a time (oldest first), with the period's totals on every page. A live
 * event that changes the books (INVOICE_BOOK_EVENTS: an issue, a cancellation, a note, a payment, a
 * refund) may change any register, so it refetches them; a reminder or a mail does not.
 */
export function useRegister<K extends RegisterKind>(
  kind: K,
  params: Period & { search?: string | undefined },
) {
  const list = usePagedList<RegisterResponses[K]['data'][number], RegisterResponses[K]>(
    registerKeys.of(kind),
    registerPath(kind),
    { ...params },
  );
  const qc = useQueryClient();
  useSocketEvents(INVOICE_BOOK_EVENTS, () => void qc.invalidateQueries({ queryKey: registerKeys.all }));
  return list;
}

/** The whole period (and search) as a CSV or XLSX file, saved under the server's name for it. */
export function downloadRegister(
  kind: RegisterKind,
  params: Period & { search?: string | undefined },
  format: ExportFormat,
): Promise<void> {
  const query = new URLSearchParams({ from: params.from, to: params.to, format });
  if (params.search) query.set('search', params.search);
  return downloadFile(
    `/api${registerPath(kind)}?${query.toString()}`,
    registerFileName(kind, params.from, params.to, format),
  );
}
