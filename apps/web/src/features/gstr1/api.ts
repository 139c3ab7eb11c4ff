import { monthStart, todayInIndia } from '@aquadesk/shared/dates.ts';
import { INVOICE_BOOK_EVENTS } from '@aquadesk/shared/events.ts';
import { type Gstr1Format, type Gstr1Response, gstr1FileName } from '@aquadesk/shared/gstr1.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { useSocketEvents } from '../../lib/socket/socket-context.ts';

/** Under the invoices' keys: an invoice, a note or a cancellation changes the return too. */
export const gstr1Keys = {
  all: ['invoices', 'gstr1'] as const,
  of: (period: string) => ['invoices', 'gstr1', period] as const,
};

/** The period shown unless chosen: last month (IST), the return a filer prepares next. */
export function defaultGstr1Period(today: string = todayInIndia()): string {
  return monthStart(today, 1).slice(0, 7);
}

/** GET /gstr1?period=: the sections, table 13 and the reconciliation with the registers. */
export function useGstr1(period: string) {
  const qc = useQueryClient();
  // the books changed (an issue, a cancellation, a note, a payment, a refund); not on a reminder or a mail
  useSocketEvents(INVOICE_BOOK_EVENTS, () => void qc.invalidateQueries({ queryKey: gstr1Keys.all }));
  return useQuery({
    queryKey: gstr1Keys.of(period),
    queryFn: ({ signal }) => apiRequest<Gstr1Response>('/gstr1', { query: { period }, signal }),
    retry: false,
  });
}

/** The portal's JSON or the workbook, saved under the server's name for it (`GSTR1_<gstin>_<MMYYYY>.json`). */
export function downloadGstr1(answer: Gstr1Response, format: Gstr1Format): Promise<void> {
  const query = new URLSearchParams({ period: answer.period.period, format });
  return downloadFile(
    `/api/gstr1/export?${query.toString()}`,
    gstr1FileName(answer.gstin ?? 'GSTIN', answer.period.fp, format),
  );
}
