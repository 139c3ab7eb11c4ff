import { equipmentLabel } from '@aquadesk/shared/equipment.ts';
import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCan } from '../../../lib/use-can.ts';
import { useSiteEquipment } from '../../equipment/api.ts';

interface Props {
  /** The site picked in the form, or null (another site, none yet): then nothing is offered. */
  siteId: number | null;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/**
 * The maintenance form's optional piece of equipment (issue 43 item 1): the chosen site's pieces in service,
 * for those who may view equipment. The server checks the piece is at the task's site.
 */
export function EquipmentPick({ siteId, value, onChange, error }: Props) {
  const canView = useCan('equipment.view');
  const pieces = useSiteEquipment(siteId, canView);
  if (!canView || siteId === null) return null;
  const options = (pieces.data?.data ?? []).map((p) => ({ value: String(p.id), label: equipmentLabel(p) }));
  return (
    <Select
      size="md"
      label="Equipment"
      description={
        options.length === 0 && !pieces.isPending ? 'No equipment recorded at this site' : 'Optional'
      }
      placeholder={pieces.isPending ? 'Loading equipment…' : 'The piece the call is about'}
      clearable
      searchable
      data={options}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
