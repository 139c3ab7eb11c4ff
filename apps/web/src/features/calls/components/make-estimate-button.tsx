import type { CallClock } from '@aquadesk/shared/calls.ts';
import { Button } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useCan } from '../../../lib/use-can.ts';
import { type EstimateFrom, NEW_ESTIMATE_STATE } from '../../estimates/api.ts';

/**
 * A chargeable call's Make estimate (docs/requirements/010-calls.md §5): the Work estimates screen opens its
 * New estimate form with the call's site and its complaint as the first work item. For those who may make
 * estimates; a call at a site not in the list has nothing to fill in.
 */
export function MakeEstimateButton({ call }: { call: CallClock }) {
  const navigate = useNavigate();
  const may = useCan('estimate.create');
  if (!may || call.site_id === null || call.site_name === null) return null;
  const from: EstimateFrom = {
    site: {
      id: call.site_id,
      site_name: call.site_name,
      organization: null,
      name: call.client_name ?? '',
      client_id: call.client_id ?? 0,
    },
    work: call.complaint,
  };
  return (
    <Button
      leftSection={<IconFileInvoice size={16} aria-hidden />}
      onClick={() => void navigate('/work-estimate', { state: { [NEW_ESTIMATE_STATE]: from } })}
    >
      Make estimate
    </Button>
  );
}
