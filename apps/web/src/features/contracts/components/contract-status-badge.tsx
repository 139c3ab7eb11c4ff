import { CONTRACT_STATUS_LABELS, type ContractStatus } from '@aquadesk/shared/contracts.ts';
import { Badge } from '@mantine/core';

const COLORS: Record<ContractStatus, string> = {
  draft: 'gray',
  active: 'teal',
  expired: 'orange',
  renewed: 'blue',
  cancelled: 'red',
};

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {CONTRACT_STATUS_LABELS[status]}
    </Badge>
  );
}
