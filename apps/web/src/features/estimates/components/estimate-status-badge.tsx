import type { EstimateStatus } from '@aquadesk/shared/estimates.ts';
import { Badge } from '@mantine/core';
import { ESTIMATE_STATUS_COLOR } from '../api.ts';

export function EstimateStatusBadge({ status }: { status: EstimateStatus }) {
  return (
    <Badge
      color={ESTIMATE_STATUS_COLOR[status]}
      variant="light"
      // the whole status, never cut to "NOT C…" by a narrow column
      styles={{
        root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' },
        label: { overflow: 'visible' },
      }}
    >
      {status}
    </Badge>
  );
}
