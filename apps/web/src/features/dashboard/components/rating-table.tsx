import type { RatingPerson } from '@aquadesk/shared/dashboard.ts';
import { ratingBand } from '@aquadesk/shared/dashboard-constants.ts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { DataTable } from '../../../components/data-table.tsx';
import { ratingBackground } from '../rating-bands.ts';

const HEADERS = [
  'name',
  'relative_rank_score_out_of_10',
  'total_work',
  'finished_work',
  'reviewing_work',
] as const;

function csvCell(value: string | number): string {
  const text = String(value);
  // a leading = + - @ would be read as a formula by a spreadsheet
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function downloadCsv(fileName: string, rows: RatingPerson[]) {
  const lines = [HEADERS.join(','), ...rows.map((r) => HEADERS.map((h) => csvCell(r[h])).join(','))];
  const url = URL.createObjectURL(new Blob([`${lines.join('\n')}\n`], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
}

/** The Employee Rating and Reseller Rating tables (spec 000 §2, §3). */
export function RatingTable({
  title,
  rows,
  fileName,
}: {
  title: string;
  rows: RatingPerson[];
  fileName: string;
}) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          disabled={rows.length === 0}
          onClick={() => downloadCsv(fileName, rows)}
        >
          Export CSV
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">No work in this period.</Text>
      ) : (
        <DataTable
          ariaLabel={title}
          rows={rows}
          rowKey={(r) => r.id}
          minWidth={560}
          rowProps={(r) => ({
            'data-band': ratingBand(r.relative_rank_score_out_of_10),
            // spec 000 §3: the five colour bands, as row backgrounds
            style: { background: ratingBackground(r.relative_rank_score_out_of_10) },
          })}
          columns={[
            { header: 'Name', cell: (r) => r.name },
            {
              header: 'Score (out of 10)',
              cell: (r) => r.relative_rank_score_out_of_10.toFixed(2),
              align: 'right',
            },
            { header: 'Total work', cell: (r) => r.total_work, align: 'right' },
            { header: 'Finished', cell: (r) => r.finished_work, align: 'right' },
            { header: 'Reviewing', cell: (r) => r.reviewing_work, align: 'right' },
          ]}
        />
      )}
    </Stack>
  );
}
