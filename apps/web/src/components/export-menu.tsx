import { type ExportedList, listFileName } from '@aquadesk/shared/list-exports.ts';
import { EXPORT_FORMATS, type ExportFormat } from '@aquadesk/shared/registers.ts';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '../lib/download-file.ts';

interface ExportMenuProps {
  /** Which list, for the file's name (`clients-2026-11-27.csv`). */
  list: ExportedList;
  /** The list's GET path under /api (`/get_client_data`). */
  path: string;
  /** The list's current search and filters, as the list sends them; empty values are left out. */
  params: Record<string, string | undefined>;
}

/** The list's query with `format`: the same search and filters as the rows on screen. */
export function exportUrl(path: string, params: ExportMenuProps['params'], format: ExportFormat): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  query.set('format', format);
  return `/api${path}?${query.toString()}`;
}

/**
 * "Export" in a list's header (docs/api.md "Lists"): CSV or XLSX of every row the list's search and filters
 * match, made by the server; a refusal (too many rows, a busy server) is shown as a notification.
 */
export function ExportMenu({ list, path, params }: ExportMenuProps) {
  const [busy, setBusy] = useState(false);
  const download = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await downloadFile(exportUrl(path, params, format), listFileName(list, format));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Export failed',
        message: error instanceof Error ? error.message : 'The file could not be made',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={busy}
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {EXPORT_FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => void download(format)}>
            {format.toUpperCase()}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
