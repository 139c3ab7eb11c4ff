import { financialYear, financialYearPeriod, todayInIndia } from '@aquadesk/shared/dates.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import { statementFileName, statementPdfPath } from '@aquadesk/shared/ledger-documents.ts';
import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { PrintButton, SendToClientButton } from '../../../components/document-actions.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { NotFoundView } from '../../../components/not-found-view.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PdfButton } from '../../../components/pdf-download.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useInvoiceEvents } from '../../invoices/api.ts';
import { fetchStatement, receivableKeys } from '../api.ts';
import { StatementAgeingStrip } from './statement-ageing.tsx';
import { type Period, StatementPeriod } from './statement-period.tsx';
import { StatementReminders } from './statement-reminders.tsx';
import { StatementTable } from './statement-table.tsx';

/** "Opening balance ₹1,000.00", the figure in bold. */
function Balance({ label, testId, paise }: { label: string; testId: string; paise: number }) {
  return (
    <Text size="sm">
      {label} <strong data-testid={testId}>{formatRupees(paiseToRupees(paise))}</strong>
    </Text>
  );
}

/**
 * /statement/{clientId} (docs/requirements/002-gst.md §8): a client's account over a period (the financial
 * year to date unless chosen): the opening balance, each invoice, note, payment and refund with the running
 * balance, the closing balance and what is due by age; printable, and as PDF (spec 002 §13).
 */
export function StatementScreen() {
  const { clientId = '' } = useParams();
  const id = Number(clientId);
  const valid = /^\d{1,10}$/.test(clientId) && id > 0 && id <= 2_147_483_647;
  const canSend = useCan('invoice.send');
  const [period, setPeriod] = useState<Period>(() => {
    const today = todayInIndia();
    return { from: financialYearPeriod(financialYear(today)).from, to: today };
  });
  useInvoiceEvents();
  const q = useQuery({
    queryKey: receivableKeys.statement(id, period.from, period.to),
    queryFn: ({ signal }) => fetchStatement(id, period, signal),
    enabled: valid,
    placeholderData: keepPreviousData,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  const s = q.data;
  usePageTitle(s ? `Statement · ${s.client.organization}` : 'Statement');
  if (!valid) return <NotFoundView />;
  if (q.isPending) return <PageLoader />;
  if (q.isError && isApiError(q.error) && q.error.status === 404) return <NotFoundView />;
  const badPeriod = q.isError && isApiError(q.error) && q.error.status === 400;
  if (q.isError && !badPeriod) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <Stack gap="md" className="document-page">
      <Group justify="space-between" align="flex-start" gap="sm" data-print-hidden>
        <BackLink to="/receivables">Receivables</BackLink>
        <Group gap="xs">
          <PrintButton />
          {/* the period shown, as the server read it (docs/api.md "Documents": GET /statement-pdf) */}
          {s && (
            <PdfButton
              path={statementPdfPath(id, { from: s.from, to: s.to })}
              fileName={statementFileName(id, s.from, s.to)}
            />
          )}
          {/* issue 41 item 4: mailed with the period shown; the statement has no public link to share */}
          {s && canSend && (
            <SendToClientButton
              kind="statement"
              id={id}
              query={`from=${s.from}&to=${s.to}`}
              title="the statement of account"
              label="Send"
            />
          )}
        </Group>
      </Group>
      <StatementPeriod period={period} onChange={setPeriod} error={badPeriod ? q.error : null} />
      {s && (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Statement of account">
          <Stack gap="sm">
            <div>
              <Title order={2}>Statement of account</Title>
              <Text fw={600} data-testid="statement-client">
                {s.client.organization}
                {s.client.gstin ? ` · GSTIN ${s.client.gstin}` : ''}
              </Text>
              <Text size="sm" c="dimmed">
                {formatDate(s.from)} to {formatDate(s.to)}
              </Text>
            </div>
            <StatementReminders client={s.client} />
            <Group gap="xl" wrap="wrap">
              <Balance label="Opening balance" testId="statement-opening-balance" paise={s.opening_paise} />
              <Balance label="Closing balance" testId="statement-closing-balance" paise={s.closing_paise} />
            </Group>
            {s.lines.length === 0 && (
              <Text size="sm" c="dimmed">
                Nothing was invoiced, paid or refunded in this period.
              </Text>
            )}
            <StatementTable statement={s} />
            <StatementAgeingStrip ageing={s.ageing} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
