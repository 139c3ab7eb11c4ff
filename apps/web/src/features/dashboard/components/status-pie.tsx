import type { StatusCount } from '@aquadesk/shared/dashboard.ts';
import { Box, Group, Stack, Text, Title } from '@mantine/core';

/** One colour per task status, in the status order. */
const COLORS: Record<string, string> = {
  ASSIGNED: '#f08c00',
  'IN PROGRESS': '#1c7ed6',
  'RE:IN PROGRESS': '#7048e8',
  REVIEWING: '#e64980',
  FINISHED: '#0ca678',
};

function slicePath(start: number, end: number): string {
  const r = 90;
  const point = (a: number) => [100 + r * Math.sin(a), 100 - r * Math.cos(a)] as const;
  const [x1, y1] = point(start);
  const [x2, y2] = point(end);
  const large = end - start > Math.PI ? 1 : 0;
  return `M100 100 L${x1.toFixed(2)} ${y1.toFixed(2)} A${r} ${r} 0 ${large} 1 ${x2.toFixed(2)} ${y2.toFixed(2)} Z`;
}

/** spec 000 §2: the Overview tab's pie "Task Status Overview", drawn as plain SVG, with a legend of counts. */
export function StatusPie({ counts }: { counts: StatusCount[] }) {
  const total = counts.reduce((n, c) => n + c.total_count, 0);
  let angle = 0;
  const slices = counts
    .filter((c) => c.total_count > 0)
    .map((c) => {
      const start = angle;
      angle += (c.total_count / total) * 2 * Math.PI;
      return { ...c, start, end: angle };
    });
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        Task Status Overview
      </Title>
      {total === 0 ? (
        <Text c="dimmed">No tasks in this period.</Text>
      ) : (
        <Group align="center" gap="xl" wrap="wrap">
          <Box component="figure" m={0} w={{ base: '100%', xs: 240 }} maw={240}>
            <svg viewBox="0 0 200 200" role="img" aria-label={`Task Status Overview, ${total} tasks`}>
              {slices.length === 1 ? (
                <circle cx="100" cy="100" r="90" fill={COLORS[slices[0]!.status] ?? '#868e96'} />
              ) : (
                slices.map((s) => (
                  <path key={s.status} d={slicePath(s.start, s.end)} fill={COLORS[s.status] ?? '#868e96'}>
                    <title>{`${s.status}: ${s.total_count}`}</title>
                  </path>
                ))
              )}
            </svg>
          </Box>
          <Stack
            component="ul"
            gap={6}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Tasks by status"
          >
            {counts.map((c) => (
              <Group component="li" key={c.status} gap="xs" wrap="nowrap" data-testid={`status-${c.status}`}>
                <Box w={14} h={14} style={{ borderRadius: 3, background: COLORS[c.status] ?? '#868e96' }} />
                <Text size="sm" style={{ minWidth: '9rem' }}>
                  {c.status}
                </Text>
                <Text size="sm" fw={600}>
                  {c.total_count}
                </Text>
              </Group>
            ))}
            <Group component="li" gap="xs" wrap="nowrap">
              <Box w={14} />
              <Text size="sm" style={{ minWidth: '9rem' }} c="dimmed">
                Total
              </Text>
              <Text size="sm" fw={600}>
                {total}
              </Text>
            </Group>
          </Stack>
        </Group>
      )}
    </Stack>
  );
}
