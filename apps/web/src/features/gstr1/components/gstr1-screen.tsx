import { GSTR1_FORMATS, type Gstr1Format, type Gstr1Response, zGstr1Period } from '@aquadesk/shared/gstr1.ts';
import { Alert, Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { fieldErrorsOf, isApiError } from '../../../lib/api-client.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { defaultGstr1Period, downloadGstr1, useGstr1 } from '../api.ts';
import { Gstr1PeriodPicker } from './gstr1-period-picker.tsx';
import { Gstr1ReconciliationView } from './gstr1-reconciliation.tsx';
import { Gstr1Sections } from './gstr1-sections.tsx';

const BUTTON_LABELS: Record<Gstr1Format, string> = { json: 'Download JSON', xlsx: 'Export XLSX' };

function DownloadButtons({ answer }: { answer: Gstr1Response | undefined }) {
  const [busy, setBusy] = useState<Gstr1Format | null>(null);
  const download = async (format: Gstr1Format) => {
    if (!answer) return;
    setBusy(format);
    try {
      await downloadGstr1(answer, format);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Download failed',
        message: error instanceof Error ? error.message : 'The file could not be made',
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      {GSTR1_FORMATS.map((format) => (
        <Button
          key={format}
          variant={format === 'json' ? 'filled' : 'default'}
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === format}
          disabled={!answer?.gstin || (busy !== null && busy !== format)}
          onClick={() => void download(format)}
        >
          {BUTTON_LABELS[format]}
        </Button>
      ))}
    </Group>
  );
}

/**
 * /gstr1 (issue 32 item 5; docs/requirements/004-gstr1.md): a month's or a quarter's GSTR-1 from the books
 * (last month unless chosen; the period is in the URL), its sections, Table 13, the reconciliation with the
 * registers, and the portal's JSON or a workbook.
 */
export function Gstr1Screen() {
  const filters = useListFilters(['period']);
  const asked = filters.values.period;
  const period = asked && zGstr1Period.safeParse(asked).success ? asked : defaultGstr1Period();
  const query = useGstr1(period);
  const answer = query.data;
  const refused = query.isError && isApiError(query.error) && query.error.status === 400;
  return (
    <Stack gap={0}>
      <PageHeader
        title="GSTR-1"
        description={
          answer
            ? `${answer.period.label} (return period ${answer.period.fp}), GSTIN ${answer.gstin ?? 'not set'}.`
            : 'Statement of outward supplies from the books.'
        }
        actions={<DownloadButtons answer={answer} />}
      />
      <Paper withBorder p="sm" radius="md" mb="md">
        <Gstr1PeriodPicker period={period} onChange={(p) => filters.set('period', p)} />
      </Paper>
      {answer && !answer.gstin && (
        <Alert color="yellow" variant="light" mb="md" title="No GSTIN">
          The company's GSTIN is not in its profile: add it in Company settings before filing GSTR-1.
        </Alert>
      )}
      {query.isPending ? (
        <PageLoader />
      ) : refused ? (
        <Alert color="red" variant="light">
          {fieldErrorsOf(query.error).period ?? query.error.message}
        </Alert>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : answer ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, xl: 8 }} style={{ minWidth: 0 }}>
            <Gstr1Sections answer={answer} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xl: 4 }} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" mb="xs">
              Reconciliation
            </Title>
            <Gstr1ReconciliationView reconciliation={answer.reconciliation} />
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}
