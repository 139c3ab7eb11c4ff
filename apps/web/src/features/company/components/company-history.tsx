import type { CompanyProfile } from '@aquadesk/shared/company.ts';
import { formatDateTime } from '@aquadesk/shared/format.ts';
import { stateLabel, stateOfCode } from '@aquadesk/shared/gst.ts';
import { Badge, Stack, Text, Title } from '@mantine/core';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { QueryLoadMore } from '../../../components/load-more.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { usePages } from '../../../lib/paged-list.ts';
import { companyKeys, fetchCompanyHistory } from '../api.ts';

/** What a change is named by in the history, field by field. */
const FIELD_NAMES: [keyof CompanyProfile, string][] = [
  ['legal_name', 'legal name'],
  ['trade_name', 'trade name'],
  ['address', 'address'],
  ['state_code', 'state'],
  ['gstin', 'GSTIN'],
  ['pan', 'PAN'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['bank_account_number', 'bank account'],
  ['bank_ifsc', 'IFSC'],
  ['bank_name', 'bank'],
  ['upi_id', 'UPI id'],
  ['invoice_prefix', 'invoice prefix'],
  ['credit_note_prefix', 'credit note prefix'],
  ['debit_note_prefix', 'debit note prefix'],
  ['receipt_prefix', 'receipt prefix'],
  ['default_sac', 'SAC'],
  ['payment_terms_days', 'payment terms'],
  ['gst_rates', 'GST rates'],
  ['terms', 'terms'],
];

/** The fields a version changed from the one before it. */
function changesOf(row: CompanyProfile, before: CompanyProfile | undefined): string {
  if (!before) return row.changed_by_name ? '' : 'First version, from the configuration';
  const names = FIELD_NAMES.filter(([key]) => String(row[key]) !== String(before[key])).map(([, n]) => n);
  const text = names.join(', ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Nothing';
}

const stateOf = (code: string) => {
  const s = stateOfCode(code);
  return s ? stateLabel(s) : code;
};

/** The profile's versions, newest (in force) first: when, who, and what (issue 30 item 1). */
export function CompanyHistory() {
  const pages = usePages(companyKeys.history(), fetchCompanyHistory);
  const { rows } = pages;
  const columns: Column<CompanyProfile>[] = [
    {
      header: 'In force from',
      nowrap: true,
      cell: (r) => (
        <Stack gap={2}>
          <Text size="sm">{formatDateTime(r.changed_at)}</Text>
          {r.id === rows[0]?.id && (
            <Badge size="xs" variant="light" color="teal">
              In force
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      header: 'Changed by',
      cell: (r) => r.changed_by_name ?? 'Set from the configuration at first start',
      minWidth: 120,
    },
    { header: 'What changed', cell: (r) => changesOf(r, rows[rows.indexOf(r) + 1]), minWidth: 180 },
    { header: 'Legal name', cell: (r) => r.legal_name, minWidth: 160 },
    { header: 'GSTIN', cell: (r) => r.gstin ?? '—', nowrap: true },
    { header: 'State', cell: (r) => stateOf(r.state_code), minWidth: 120 },
    { header: 'Invoice prefix', cell: (r) => r.invoice_prefix, nowrap: true },
  ];
  return (
    <Stack gap="sm" mt="xl">
      <Title order={3}>History</Title>
      <Text size="sm" c="dimmed">
        Every saved version is kept: an invoice prints the version in force when it was issued.
      </Text>
      <QueryContent query={pages.query} isEmpty={rows.length === 0} emptyMessage="No versions yet">
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(r) => r.id}
          minWidth={900}
          ariaLabel="Company settings history"
        />
        <QueryLoadMore
          query={pages.query}
          shown={rows.length}
          total={undefined}
          noun="versions"
          one="version"
        />
      </QueryContent>
    </Stack>
  );
}
