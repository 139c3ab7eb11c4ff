import {
  IMPORT_COLUMNS,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  IMPORT_LIMITS,
  type ImportKind,
  type ImportPreviewResponse,
  type ImportResultResponse,
} from '@aquadesk/shared/imports.ts';
import { Button, FileInput, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFileImport, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { SuccessMessage } from '../../../components/success-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/use-can.ts';
import { downloadTemplate, previewImport, refreshAfterImport, runImport } from '../api.ts';
import { ImportPreview } from './import-preview.tsx';

/** Where each kind's rows are seen once imported. */
const LIST_OF: Record<ImportKind, { path: string; label: string }> = {
  clients: { path: '/client', label: 'Open the clients' },
  sites: { path: '/site', label: 'Open the sites' },
  products: { path: '/products', label: 'Open the products' },
  opening_balances: { path: '/receivables', label: 'Open the receivables' },
};

const HINTS: Record<ImportKind, string> = {
  clients:
    'Each client gets an account without a password: give them one with Reset password when they need to sign in.',
  sites:
    'Each site belongs to a client already in AquaDesk (import the clients first) and a district on the list.',
  products: 'Products come in without a picture, not for sale on the website: add those by Edit.',
  opening_balances:
    'Open invoices of your old books, with what is still owed on each: they show in Receivables and statements, and take payments, but are never in the GST registers or GSTR-1.',
};

const ONE: Record<ImportKind, string> = {
  clients: 'client',
  sites: 'site',
  products: 'product',
  opening_balances: 'opening balance',
};

const messageOf = (e: unknown) =>
  e instanceof ApiError ? (e.fieldErrors.file ?? e.message) : 'The file could not be sent';

/**
 * Bringing the books in (issue 41 item 12; docs/api.md "Imports"): a kind, its template, a file; the preview
 * names each wrong cell, and Import writes every row at once, only when none is wrong.
 */
export function ImportScreen() {
  const allowed: Record<ImportKind, boolean> = {
    clients: useCan('import.clients'),
    sites: useCan('import.sites'),
    products: useCan('import.products'),
    opening_balances: useCan('import.opening_balances'),
  };
  const kinds = IMPORT_KINDS.filter((k) => allowed[k]);
  const phone = useMediaQuery('(max-width: 48em)');
  const qc = useQueryClient();
  const [kind, setKind] = useState<ImportKind>(kinds[0] ?? 'clients');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreviewResponse | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [done, setDone] = useState<ImportResultResponse | null>(null);

  const check = useMutation({
    mutationFn: (f: File) => previewImport(kind, f),
    onSuccess: setPreview,
    onError: (e) => setFileError(messageOf(e)),
  });
  const importing = useMutation({
    mutationFn: (f: File) => runImport(kind, f),
    onSuccess: async (result) => {
      setDone(result);
      await refreshAfterImport(qc, kind);
    },
    // a row went wrong since the preview (another added the same client): the preview says which
    onError: (e, f) =>
      e instanceof ApiError && e.status === 422 ? check.mutate(f) : setFileError(messageOf(e)),
  });

  const reset = (next: ImportKind = kind) => {
    setKind(next);
    setFile(null);
    setPreview(null);
    setFileError(null);
    setDone(null);
  };
  const choose = (f: File | null) => {
    setFile(f);
    setPreview(null);
    setFileError(null);
    setDone(null);
    if (!f) return;
    if (f.size > IMPORT_LIMITS.maxBytes)
      setFileError(`A file may be at most ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB`);
    else check.mutate(f);
  };
  const template = useMutation({ mutationFn: () => downloadTemplate(kind) });
  const required = IMPORT_COLUMNS[kind].filter((c) => c.required).map((c) => c.header);
  const optional = IMPORT_COLUMNS[kind].filter((c) => !c.required).map((c) => c.header);

  return (
    <Stack gap="md">
      <PageHeader
        title="Import"
        description="Bring clients, sites, products and open invoices in from a spreadsheet (CSV or XLSX)."
      />
      <SegmentedControl
        aria-label="What to import"
        data={kinds.map((k) => ({ value: k, label: IMPORT_KIND_LABELS[k] }))}
        value={kind}
        onChange={(v) => reset(v as ImportKind)}
        orientation={phone ? 'vertical' : 'horizontal'}
        fullWidth={phone}
        style={phone ? undefined : { alignSelf: 'flex-start' }}
      />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {IMPORT_KIND_LABELS[kind]}
          </Title>
          <Text size="sm">{HINTS[kind]}</Text>
          <Text size="sm" c="dimmed">
            Columns: {required.join(', ')}.{optional.length > 0 && ` Optional: ${optional.join(', ')}.`} At
            most {IMPORT_LIMITS.maxRows.toLocaleString('en-IN')} rows and{' '}
            {IMPORT_LIMITS.maxBytes / 1024 / 1024} MB.
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={template.isPending}
              onClick={() => template.mutate()}
            >
              Download template
            </Button>
            <FileInput
              key={kind}
              label="File to import"
              placeholder="Choose a CSV or XLSX file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconUpload size={16} aria-hidden />}
              value={file}
              onChange={choose}
              clearable
              error={fileError ?? (template.error ? messageOf(template.error) : undefined)}
              style={{ flex: '1 1 16rem', maxWidth: phone ? undefined : '28rem' }}
            />
          </Group>
        </Stack>
      </Paper>
      {check.isPending && <Text size="sm">Checking every row…</Text>}
      {done ? (
        <SuccessMessage
          message={`Imported ${done.imported.toLocaleString('en-IN')} ${done.imported === 1 ? ONE[done.kind] : IMPORT_KIND_LABELS[done.kind].toLowerCase()}`}
        >
          <Group gap="sm" justify="center">
            <Button component={Link} to={LIST_OF[done.kind].path}>
              {LIST_OF[done.kind].label}
            </Button>
            <Button variant="default" onClick={() => reset()}>
              Import another file
            </Button>
          </Group>
        </SuccessMessage>
      ) : (
        preview && (
          <Stack gap="sm">
            <ImportPreview preview={preview} />
            <Group>
              <Button
                leftSection={<IconFileImport size={16} aria-hidden />}
                disabled={!preview.clean || !file}
                loading={importing.isPending}
                onClick={() => file && importing.mutate(file)}
              >
                Import {preview.rows.toLocaleString('en-IN')} {preview.rows === 1 ? 'row' : 'rows'}
              </Button>
            </Group>
          </Stack>
        )
      )}
    </Stack>
  );
}
