import { formatDate } from '@aquadesk/shared/format.ts';
import {
  type Period,
  REGISTER_KINDS,
  REGISTER_LABELS,
  type RegisterKind,
} from '@aquadesk/shared/registers.ts';
import { Paper, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { ListScreen } from '../../../components/list-screen.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useQueryWriter } from '../../../lib/use-query-writer.ts';
import { periodFrom, registerOf, useRegister } from '../api.ts';
import { ExportButtons } from './export-buttons.tsx';
import { RegisterBody } from './register-body.tsx';
import { RegisterPeriod } from './register-period.tsx';

const TAB_LABELS: Record<RegisterKind, string> = {
  invoices: 'Invoices',
  notes: 'Credit and debit notes',
  payments: 'Payments',
};

const EMPTY: Record<RegisterKind, string> = {
  invoices: 'No invoice was issued in this period',
  notes: 'No credit or debit note was raised in this period',
  payments: 'No payment was received or refunded in this period',
};

const SEARCH_HINTS: Record<RegisterKind, string> = {
  invoices: 'Number, recipient or GSTIN',
  notes: 'Note or invoice number, recipient or GSTIN',
  payments: 'Receipt or invoice number, client or reference',
};

/**
 * /registers (issue 30 item 10; docs/requirements/002-gst.md §10): the invoice, note and payment registers of
 * a period of IST days (this month unless chosen), each with the totals of the whole period, Load more, a
 * search, and the period exported as CSV or XLSX. The register, the period and the search are in the URL.
 */
export function RegistersScreen() {
  const filters = useListFilters(['register', 'from', 'to']);
  const write = useQueryWriter();
  const kind = registerOf(filters.values.register);
  const period = periodFrom(filters.values);
  const search = filters.values.search;
  const params = { ...period, ...(search ? { search } : {}) };
  const [exportError, setExportError] = useState<unknown>(null);
  const list = useRegister(kind, params);
  // a period the server refused (a URL typed by hand) is named at its field, not as a failed load
  const refused = list.query.isError && isApiError(list.query.error) && list.query.error.status === 400;
  const choose = (p: Period) => {
    setExportError(null);
    write((next) => {
      next.set('from', p.from);
      next.set('to', p.to);
    });
  };
  return (
    <Stack gap={0}>
      <ListScreen
        title="Registers"
        description={`${REGISTER_LABELS[kind]}, ${formatDate(period.from)} to ${formatDate(period.to)} (IST).`}
        actions={<ExportButtons kind={kind} params={params} onPeriodError={setExportError} />}
        filterBar={
          <>
            <Tabs
              value={kind}
              onChange={(v) => {
                setExportError(null);
                filters.set('register', v === 'invoices' ? undefined : (v ?? undefined));
              }}
              mb="md"
            >
              <Tabs.List>
                {REGISTER_KINDS.map((k) => (
                  <Tabs.Tab key={k} value={k}>
                    {TAB_LABELS[k]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            <Paper withBorder p="sm" radius="md" mb="md">
              <RegisterPeriod
                period={period}
                onChange={choose}
                error={exportError ?? (refused ? list.query.error : null)}
              />
            </Paper>
          </>
        }
        search={{ filters, placeholder: SEARCH_HINTS[kind] }}
        filtered={Boolean(search)}
        refusedAtFilters={refused}
        list={list}
        emptyMessage={EMPTY[kind]}
        filteredMessage="Nothing in this period matches this search"
        noun="rows"
        one="row"
      >
        <RegisterBody kind={kind} list={list} />
      </ListScreen>
    </Stack>
  );
}
