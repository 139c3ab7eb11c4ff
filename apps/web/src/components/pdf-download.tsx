import { ActionIcon, Button, Loader, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '../lib/download-file.ts';

interface PdfDownloadProps {
  /** The API path of the PDF (`/api/receipt-pdf/12`). */
  path: string;
  /** The name it is saved under. */
  fileName: string;
}

/** Fetches the PDF with the session's token and saves it; a failure is a notification, as Download PDF's. */
export function usePdfDownload({ path, fileName }: PdfDownloadProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fileName);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Download failed',
        message: error instanceof Error ? error.message : 'The PDF could not be made',
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download: () => void download() };
}

/**
 * A row's PDF (a receipt, a credit or debit note: docs/api.md "Documents") as an icon button with its
 * tooltip; `ariaLabel` names the document ('Download receipt RC/26-27/0001').
 */
export function PdfRowDownload({ ariaLabel, ...props }: PdfDownloadProps & { ariaLabel: string }) {
  const { busy, download } = usePdfDownload(props);
  return (
    <Tooltip label="Download PDF">
      <ActionIcon variant="subtle" aria-label={ariaLabel} onClick={download} disabled={busy}>
        {busy ? <Loader size={14} /> : <IconFileTypePdf size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

/** A page's PDF as a button beside Print (the client statement's "PDF", a document's "Download PDF"). */
export function PdfButton({ label = 'PDF', ...props }: PdfDownloadProps & { label?: string }) {
  const { busy, download } = usePdfDownload(props);
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={download}
    >
      {label}
    </Button>
  );
}
