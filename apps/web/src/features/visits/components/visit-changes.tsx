import { todayInIndia } from '@aquadesk/shared/dates.ts';
import type { VisitRow } from '@aquadesk/shared/visits.ts';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DateField } from '../../../components/date-field.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { errorText, fieldErrorsOf } from '../../../lib/api-client.ts';
import { moveVisit, putVisit, reassignVisit, useVisitTechnicians } from '../api.ts';

/**
 * Move (a new day: the server checks a working day inside the contract's period, today or later) and, while
 * the visit has no task, Reassign (another member of staff). Each shows the server's message at its field.
 */
export function VisitChanges({ visit }: { visit: VisitRow }) {
  const qc = useQueryClient();
  const [day, setDay] = useState(visit.planned_on);
  const [tech, setTech] = useState<string | null>(visit.technician_id ? String(visit.technician_id) : null);
  const technicians = useVisitTechnicians();
  const move = useMutation({
    mutationFn: () => moveVisit(visit.id, { planned_on: day }),
    onSuccess: (row) => putVisit(qc, row),
  });
  const reassign = useMutation({
    mutationFn: () => reassignVisit(visit.id, { technician_id: Number(tech) }),
    onSuccess: (row) => putVisit(qc, row),
  });
  const moveErrors = fieldErrorsOf(move.error);
  const reassignErrors = fieldErrorsOf(reassign.error);
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <DateField
          label="Move to"
          required
          value={day}
          onChange={setDay}
          min={todayInIndia()}
          error={moveErrors.planned_on}
          w={{ base: '100%', xs: 180 }}
        />
        <Button onClick={() => move.mutate()} loading={move.isPending} disabled={day === visit.planned_on}>
          Move
        </Button>
      </Group>
      {!moveErrors.planned_on && <FormError message={errorText(move.error)} />}
      {visit.task_id === null && (
        <>
          <Group align="flex-end" gap="xs" wrap="wrap">
            <Select
              label="Technician"
              searchable
              data={(technicians.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
              value={tech}
              onChange={setTech}
              error={reassignErrors.technician_id}
              w={{ base: '100%', xs: 220 }}
              nothingFoundMessage="No one matches"
            />
            <Button
              variant="default"
              onClick={() => reassign.mutate()}
              loading={reassign.isPending}
              disabled={!tech || tech === String(visit.technician_id)}
            >
              Reassign
            </Button>
          </Group>
          {!reassignErrors.technician_id && <FormError message={errorText(reassign.error)} />}
        </>
      )}
    </Stack>
  );
}
