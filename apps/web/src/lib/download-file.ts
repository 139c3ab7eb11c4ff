import { ApiError } from './api-client.ts';
import { getToken } from './session-store.ts';

/**
 * Downloads a file the API serves (a document's PDF, a register's CSV or XLSX) under `fileName`. Protected
 * files need the bearer token, so a plain link cannot fetch them: the file is fetched, then saved from a
 * blob URL.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  await downloadFileWithHeaders(path, fileName);
}

/** downloadFile, answering the response's headers (a ZIP of PDFs says what it left out). */
export async function downloadFileWithHeaders(path: string, fileName: string): Promise<Headers> {
  const token = getToken();
  const res = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    // the server's own words where it gave them (a busy pool, a period too long to export), at their fields
    const body = (await res.json().catch(() => null)) as {
      message?: unknown;
      errors?: Record<string, string>;
    } | null;
    const said = res.status !== 404 && typeof body?.message === 'string' ? body.message : null;
    throw new ApiError(
      res.status,
      said ?? (res.status === 404 ? 'The document was not found' : 'The PDF could not be made'),
      body?.errors ?? {},
    );
  }
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return res.headers;
}
