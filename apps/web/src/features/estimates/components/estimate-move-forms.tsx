import {
  ESTIMATE_MESSAGES,
  type EstimateClientDetail,
  type EstimateDetail,
  mayPickLabourRole,
  ZEditEstimateRequest,
} from '@aquadesk/shared/estimates.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import { Button, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type FinishedWork, FinishWithPhotoForm } from '../../../components/finish-with-photo-form.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePrincipal } from '../../../lib/use-can.ts';
import { useCloseOnPick } from '../../../lib/use-close-on-pick.ts';
import { usePeoplePick } from '../../../lib/use-people-pick.ts';
import {
  serverSearchProps,
  staffOption,
  useKeptOptions,
  useStaffSearch,
} from '../../../lib/use-staff-search.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { approveEstimate, editEstimate, estimateKeys, finishEstimate } from '../api.ts';

export type MoveForm = 'approve' | 'edit' | 'finish';

const TITLES: Record<MoveForm, string> = {
  approve: 'Approve estimate',
  edit: 'Edit estimate',
  finish: 'Finish work',
};

const FINISH_RULES = {
  timeRequired: ESTIMATE_MESSAGES.finishTime,
  photosMax: 1,
  photoRequired: ESTIMATE_MESSAGES.imageRequired,
};

/**
 * The side forms of the job card: Approve (assignees), Edit (figures), Finish (time and photo). Edit changes
 * the margins, so it opens on a job card with its internal figures (its directors').
 */
export function EstimateMoveForms({
  form,
  estimate,
  onClose,
}: {
  form: MoveForm | null;
  estimate: EstimateClientDetail | EstimateDetail;
  onClose: () => void;
}) {
  return (
    <SlideInForm opened={form !== null} onClose={onClose} title={form ? TITLES[form] : ''}>
      {form === 'approve' && <ApproveForm id={estimate.id} onClose={onClose} />}
      {form === 'edit' && 'travel_cost' in estimate && <EditForm estimate={estimate} onClose={onClose} />}
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
  const closeOnPick = useCloseOnPick();
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
          {...closeOnPick}
          // the dialog's first focus lands here (not on its close button, which would blur what is typed)
          data-autofocus
          openOnFocus={false}
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

interface EditValues extends Record<string, unknown> {
  id: number;
  discount: string;
  administrativeExpense: string;
  travelCost: string;
}

/** What the edit call is sent: the fields filled in, trimmed; a blank one is left as it is. */
function editBody(v: EditValues): Parameters<typeof editEstimate>[0] {
  const filled = (text: string) => (text.trim() ? text.trim() : undefined);
  const discount = filled(v.discount);
  const administrativeExpense = filled(v.administrativeExpense);
  const travelCost = filled(v.travelCost);
  return {
    id: v.id,
    ...(discount ? { discount } : {}),
    ...(administrativeExpense ? { administrativeExpense } : {}),
    ...(travelCost ? { travelCost } : {}),
  };
}

/** The edit call's own schema over what would be sent (spec 001 §5: at least one of the three). */
const EDIT_SCHEMA = z.preprocess((v) => editBody(v as EditValues), ZEditEstimateRequest);

function EditForm({ estimate, onClose }: { estimate: EstimateDetail; onClose: () => void }) {
  const { onSubmit, inputProps, fail, message } = useZodForm<EditValues>({
    initialValues: { id: estimate.id, discount: '', administrativeExpense: '', travelCost: '' },
    schema: EDIT_SCHEMA,
  });
  const done = useMoveDone(estimate.id, onClose);
  const edit = useMutation({ mutationFn: editEstimate, onSuccess: done, onError: fail });
  const submit = onSubmit((v) => edit.mutate(editBody(v)));
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <FormError message={message} />
        <TextInput
          label="Discount (%)"
          inputMode="decimal"
          placeholder={`now ${estimate.discount}`}
          {...inputProps('discount')}
        />
        <MoneyInput
          label="Travel cost (₹)"
          placeholder={`now ${formatRupees(estimate.travel_cost)}`}
          {...inputProps('travelCost')}
        />
        <TextInput
          label="Administrative expense (%)"
          inputMode="decimal"
          placeholder={`now ${estimate.administrative_expense}`}
          {...inputProps('administrativeExpense')}
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
  const done = useMoveDone(id, onClose);
  const finish = useMutation({
    mutationFn: (v: FinishedWork) => finishEstimate(id, v.time, v.images[0] as File),
    onSuccess: done,
  });
  return (
    <FinishWithPhotoForm
      rules={FINISH_RULES}
      photoLabel="Photo of the finished work"
      submitLabel="Finish"
      pending={finish.isPending}
      error={finish.error}
      onFinish={(v) => finish.mutate(v)}
    />
  );
}
