import { Progress, Stack, Text } from '@mantine/core';

/** A photo upload's progress while it goes up (0 to 1), then "Saving…". */
export function UploadState({ progress, uploading }: { progress: number; uploading: boolean }) {
  if (!uploading) return null;
  const pct = Math.round(progress * 100);
  return (
    <Stack gap={4} aria-live="polite">
      <Progress value={pct} size="lg" striped animated aria-label="Upload progress" />
      <Text size="xs" c="dimmed">
        {pct < 100 ? `Uploading… ${pct}%` : 'Saving…'}
      </Text>
    </Stack>
  );
}
