import { ESTIMATE_MESSAGES, type EstimateDetail, mayPickLabourRole } from '@aquadesk/shared/estimates.ts';
import { Button, FileInput, MultiSelect, Stack, TextInput } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { LocalTimeInput } from '../../../components/local-time-input.tsx';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { fieldErrorsOf, isApiError } from '../../../lib/api-client.ts';
import { localToIso, nowLocal } from '../../../lib/datetime-local.ts';
import { usePrincipal } from '../../../lib/use-can.ts';
import { usePeoplePick } from '../../../lib/use-people-pick.ts';
import {
  serverSearchProps,
  staffOption,
  useKeptOptions,
  useStaffSearch,
} from '../../../lib/use-staff-search.ts';
import { approveEstimate, editEstimate, estimateKeys, finishEstimate } from '../api.ts';

export type MoveForm = 'approve' | 'edit' | 'finish';

const TITLES: Record<MoveForm, string> = {
  approve: 'Approve estimate',
  edit: 'Edit estimate',
  finish: 'Finish work',
};

/** The side forms of the job card: Approve (assignees), Edit (figures), Finish (time and photo). */
export function EstimateMoveForms({
  form,
  estimate,
  onClose,
}: {
  form: MoveForm | null;
  estimate: EstimateDetail;
  onClose: () => void;
}) {
  return (
    <SlideInForm opened={form !== null} onClose={onClose} title={form ? TITLES[form] : ''}>
      {form === 'approve' && <ApproveForm id={estimate.id} onClose={onClose} />}
      {form === 'edit' && <EditForm estimate={estimate} onClose={onClose} />}
      {form === 'finish' && <FinishForm id={estimate.id} onClose={onClose} />}
    </SlideInForm>
  );
}

function errorText(error: unknown): string | null {
  if (!error) return null;
  if (isApiError(error)) {
    const fields = Object.values(error.fieldErrors);
    return fields.length > 0 ? fields.join('. ') : error.message;
  }
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

function useMoveDone(id: number, onClose: () => void) {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: estimateKeys.detail(id) });
    void qc.invalidateQueries({ queryKey: estimateKeys.lists() });
    onClose();
  };
}

interface MoveFormProps {
  id: number;
  /** Called after a successful move (the estimate's queries are refreshed first). */
  onClose: () => void;
}

/**
 * Approve: the assignees (spec 001 §4-§6), searched on the server as the user types (GET
 * /get_employee_data); the job card and the work screen's Estimate tab use it.
 */
export function ApproveForm({ id, onClose }: MoveFormProps) {
  const principal = usePrincipal();
  const staff = useStaffSearch();
  const pick = usePeoplePick(ESTIMATE_MESSAGES.assigneesRequired);
  const done = useMoveDone(id, onClose);
  const approve = useMutation({ mutationFn: (ids: number[]) => approveEstimate(id, ids), onSuccess: done });
  // spec 001 §6: the assignee choices follow the labour-role rule, read on user_type
  const found = staff.found
    .filter((e) => principal !== null && mayPickLabourRole(principal, e.user_type))
    .map((e) => staffOption(e));
  const { options, remember } = useKeptOptions(found, pick.picked);
  const error = pick.error ?? errorText(approve.error);
  return (
    <form noValidate onSubmit={pick.onSubmit((ids) => approve.mutate(ids))}>
      <Stack gap="sm">
        <FormError message={error} />
        <MultiSelect
          size="md"
          label="Assign to"
          placeholder={staff.pending ? 'Loading employees…' : 'Pick one or more employees'}
          required
          {...serverSearchProps(staff)}
          data={options}
          value={pick.picked}
          onChange={(ids) => {
            remember(ids);
            pick.setPicked(ids);
          }}
          error={pick.error ? true : undefined}
          nothingFoundMessage="No employee found"
        />
        <Button type="submit" color="teal" loading={approve.isPending}>
          Approve
        </Button>
      </Stack>
    </form>
  );
}

function EditForm({ estimate, onClose }: { estimate: EstimateDetail; onClose: () => void }) {
  const [discount, setDiscount] = useState('');
  const [expense, setExpense] = useState('');
  const [travel, setTravel] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const done = useMoveDone(estimate.id, onClose);
  const edit = useMutation({ mutationFn: editEstimate, onSuccess: done });
  const fieldErrors = fieldErrorsOf(edit.error);
  const error =
    localError ?? (edit.error && Object.keys(fieldErrors).length === 0 ? errorText(edit.error) : null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const body = {
          id: estimate.id,
          ...(discount.trim() ? { discount: discount.trim() } : {}),
          ...(expense.trim() ? { administrativeExpense: expense.trim() } : {}),
          ...(travel.trim() ? { travelCost: travel.trim() } : {}),
        };
        if (Object.keys(body).length === 1) return setLocalError(ESTIMATE_MESSAGES.editNothing);
        setLocalError(null);
        edit.mutate(body);
      }}
    >
      <Stack gap="sm">
        <FormError message={error} />
        <TextInput
          label="Discount (%)"
          inputMode="decimal"
          placeholder={`now ${estimate.discount}`}
          value={discount}
          onChange={(e) => setDiscount(e.currentTarget.value)}
          error={fieldErrors.discount}
        />
        <TextInput
          label="Travel cost (₹)"
          inputMode="decimal"
          placeholder={`now ${estimate.travel_cost}`}
          value={travel}
          onChange={(e) => setTravel(e.currentTarget.value)}
          error={fieldErrors.travelCost}
        />
        <TextInput
          label="Administrative expense (%)"
          inputMode="decimal"
          placeholder={`now ${estimate.administrative_expense}`}
          value={expense}
          onChange={(e) => setExpense(e.currentTarget.value)}
          error={fieldErrors.administrativeExpense}
        />
        <Button type="submit" loading={edit.isPending}>
          Save changes
        </Button>
      </Stack>
    </form>
  );
}

/** Finish: the time and a photo of the finished work (spec 001 §4, §7). */
export function FinishForm({ id, onClose }: MoveFormProps) {
  const [time, setTime] = useState(nowLocal);
  const [photo, setPhoto] = useState<File | null>(null);
  const [localError, setLocalError] = useState<{ time?: string; image?: string }>({});
  const done = useMoveDone(id, onClose);
  const finish = useMutation({
    mutationFn: (v: { time: string; image: File }) => finishEstimate(id, v.time, v.image),
    onSuccess: done,
  });
  const fieldErrors = fieldErrorsOf(finish.error);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const iso = localToIso(time);
        const errors = {
          ...(iso ? {} : { time: ESTIMATE_MESSAGES.finishTime }),
          ...(photo ? {} : { image: ESTIMATE_MESSAGES.imageRequired }),
        };
        setLocalError(errors);
        if (!iso || !photo) return;
        finish.mutate({ time: iso, image: photo });
      }}
    >
      <Stack gap="sm">
        {finish.error && <FormError message={errorText(finish.error)} />}
        <LocalTimeInput
          label="Finish time"
          value={time}
          onChange={setTime}
          error={localError.time ?? fieldErrors.time}
        />
        <FileInput
          label="Photo of the finished work"
          placeholder="Take or choose a photo"
          required
          accept="image/*"
          capture="environment"
          leftSection={<IconCamera size={16} aria-hidden />}
          value={photo}
          onChange={setPhoto}
          clearable
          error={localError.image ?? fieldErrors.image}
        />
        <Button type="submit" color="teal" loading={finish.isPending}>
          Finish
        </Button>
      </Stack>
    </form>
  );
}
