import type { EstimateStatus } from '@aquadesk/shared/estimates.ts';
import { Badge } from '@mantine/core';
import { ESTIMATE_STATUS_COLOR } from '../api.ts';

export function EstimateStatusBadge({ status }: { status: EstimateStatus }) {
  return (
    <Badge color={ESTIMATE_STATUS_COLOR[status]} variant="light" style={{ whiteSpace: 'nowrap' }}>
      {status}
    </Badge>
  );
}
