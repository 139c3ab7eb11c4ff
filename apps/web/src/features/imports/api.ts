import type { ImportKind, ImportPreviewResponse, ImportResultResponse } from '@aquadesk/shared/imports.ts';
import type { QueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { clientKeys } from '../clients/api.ts';
import { productKeys } from '../products/api.ts';
import { siteKeys } from '../sites/api.ts';

/** docs/api.md "Imports": /api/imports/{kind} with the kind as the URL spells it. */
const pathOf = (kind: ImportKind) => `/api/imports/${kind.replace('_', '-')}`;

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** POST /api/imports/{kind}/preview: every row checked, nothing written. */
export async function previewImport(kind: ImportKind, file: File): Promise<ImportPreviewResponse> {
  return (await apiUpload<{ data: ImportPreviewResponse }>(`${pathOf(kind)}/preview`, formOf(file))).data;
}

/** POST /api/imports/{kind}: every row written at once (422 when a row went wrong since the preview). */
export async function runImport(kind: ImportKind, file: File): Promise<ImportResultResponse> {
  return (await apiUpload<{ data: ImportResultResponse }>(pathOf(kind), formOf(file))).data;
}

/** The kind's template: its headers and an example row, as XLSX. */
export function downloadTemplate(kind: ImportKind): Promise<void> {
  return downloadFile(`${pathOf(kind)}/template`, `aquadesk-${kind.replace('_', '-')}-template.xlsx`);
}

/** The lists an import adds to, refreshed at once for the importer (others follow the live events). */
export function refreshAfterImport(qc: QueryClient, kind: ImportKind): Promise<void> {
  const keys: Record<ImportKind, readonly (readonly unknown[])[]> = {
    clients: [clientKeys.all, ['organizations']],
    sites: [siteKeys.all],
    products: [productKeys.adminList],
    // receivables, statements and the invoice list are all under the invoices' keys (receivables/api.ts)
    opening_balances: [['invoices']],
  };
  return Promise.all(keys[kind].map((queryKey) => qc.invalidateQueries({ queryKey }))).then(() => undefined);
}
