import {
  EXPORT_FORMATS,
  type ExportFormat,
  type Period,
  type RegisterKind,
} from '@aquadesk/shared/registers.ts';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { downloadRegister } from '../api.ts';

interface ExportButtonsProps {
  kind: RegisterKind;
  params: Period & { search?: string | undefined };
  /** A refused period (400 at `to`: more rows than a file holds) goes to the period's fields. */
  onPeriodError: (error: unknown) => void;
}

/** "Export CSV" and "Export XLSX": the whole period (and search) as a file, made by the server. */
export function ExportButtons({ kind, params, onPeriodError }: ExportButtonsProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await downloadRegister(kind, params, format);
    } catch (error) {
      if (isApiError(error) && error.status === 400) onPeriodError(error);
      notifications.show({
        color: 'red',
        title: 'Export failed',
        message: error instanceof Error ? error.message : 'The file could not be made',
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => void download(format)}
        >
          Export {format.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
