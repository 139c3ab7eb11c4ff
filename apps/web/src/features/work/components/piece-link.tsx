import { equipmentPath } from '@aquadesk/shared/equipment.ts';
import { Anchor, type MantineSize } from '@mantine/core';
import { Link } from 'react-router';

/** The piece of equipment a maintenance call names, linked to its page (issue 43 item 1). */
export function PieceLink({
  id,
  name,
  size = 'sm',
}: {
  id: number;
  name: string | null;
  size?: MantineSize;
}) {
  return (
    <Anchor component={Link} to={equipmentPath(id)} size={size} style={{ overflowWrap: 'anywhere' }}>
      {name ?? `Equipment #${id}`}
    </Anchor>
  );
}
