import { addDays, isDay } from '@aquadesk/shared/dates.ts';
import { formatCount } from '@aquadesk/shared/format.ts';
import {
  LEAVE_DURATIONS,
  LEAVE_MESSAGES,
  LEAVE_RANGE_MAX_DAYS,
  LEAVE_REASON_MAX,
  LEAVE_TYPES,
  type LeaveRecord,
  leaveRangeDays,
  ZApplyLeaveRangeRequest,
  ZApplyLeaveRequest,
} from '@aquadesk/shared/leave.ts';
import { Autocomplete, Stack, Text, Textarea } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { DateField } from '../../../components/date-field.tsx';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { SuccessPanel } from '../../../components/success-panel.tsx';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { applyLeave, applyLeaveRange, updateLeave } from '../api.ts';

/**
 * half_day holds the duration's label (Full Day, First half, Second half); the schema turns it into 0–2.
 * `leave_date` is the day (From when applying), `to_date` the last day of a range (applying only).
 */
type Values = { leave_date: string; to_date: string; half_day: string; leave_type: string; reason: string };

/** A range's `from_date` is the form's `leave_date` (the From field): its messages land there. */
function fromAsLeaveDate(errors: Record<string, string>): Record<string, string> {
  const { from_date: from, ...rest } = errors;
  return from ? { ...rest, leave_date: from } : rest;
}

/** A range when To is filled with another day than From; otherwise one day, as /apply-leave takes it. */
const isRange = (v: Values) => v.to_date.trim() !== '' && v.to_date !== v.leave_date;
const rangeBody = (v: Values) => ({ ...v, from_date: v.leave_date });

function validate(applying: boolean) {
  return (v: Values): FormErrors =>
    applying && isRange(v)
      ? fromAsLeaveDate(zodFormResolver(ZApplyLeaveRangeRequest)(rangeBody(v)) as Record<string, string>)
      : zodFormResolver(ZApplyLeaveRequest)(v);
}

/** The last day a range from `from` may end on (the bound counts both ends). */
function lastRangeDay(from: string): string {
  return addDays(from, LEAVE_RANGE_MAX_DAYS - 1);
}

/** How many leaves a range would make, once From and To are two days in order within the bound. */
function workingDays(v: Values): number | null {
  if (!isRange(v) || !isDay(v.leave_date) || !isDay(v.to_date) || v.to_date < v.leave_date) return null;
  if (v.to_date > lastRangeDay(v.leave_date)) return null;
  return leaveRangeDays(v.leave_date, v.to_date).length;
}

interface LeaveApplyFormProps {
  /** The pending leave being changed; none when applying. */
  leave?: LeaveRecord;
  onSaved: (leaves: LeaveRecord[]) => void;
  onFailed: (error: unknown) => void;
  onClose: () => void;
}

/**
 * Apply Leave and Update Leave (spec 000 §2, §5). Applying takes From and an optional To: a range makes
 * one leave per working day (POST /apply-leave-range, docs/api.md "Leave"); the form says how many.
 */
export function LeaveApplyForm({ leave, onSaved, onFailed, onClose }: LeaveApplyFormProps) {
  const applying = !leave;
  const { form, done, succeed, fail, onSubmit, inputProps } = useZodForm<Values>({
    initialValues: leave
      ? {
          leave_date: leave.leave_date,
          to_date: '',
          half_day: LEAVE_DURATIONS[leave.half_day] ?? '',
          leave_type: leave.leave_type,
          reason: leave.reason,
        }
      : { leave_date: '', to_date: '', half_day: '', leave_type: '', reason: '' },
    validate: validate(applying),
  });

  const save = useMutation({
    mutationFn: async (v: Values): Promise<LeaveRecord[]> => {
      if (leave) return [await updateLeave({ ...ZApplyLeaveRequest.parse(v), id: leave.id })];
      if (isRange(v)) return applyLeaveRange(ZApplyLeaveRangeRequest.parse(rangeBody(v)));
      return [await applyLeave(ZApplyLeaveRequest.parse(v))];
    },
    onSuccess: (leaves) => {
      onSaved(leaves);
      succeed();
    },
    onError: (error) => {
      const moved = isApiError(error)
        ? new ApiError(error.status, error.message, fromAsLeaveDate(error.fieldErrors), error.kind)
        : error;
      fail(moved);
      onFailed(moved);
    },
  });

  if (done) return <SuccessPanel message={LEAVE_MESSAGES.success} onDone={onClose} />;

  const days = applying ? workingDays(form.values) : null;
  const fromDay = isDay(form.values.leave_date) ? form.values.leave_date : undefined;
  return (
    <form onSubmit={onSubmit((v) => save.mutate(v))} noValidate>
      <Stack gap="md">
        <DateField label={applying ? 'From' : 'Leave date'} required {...inputProps('leave_date')} />
        {applying && (
          <DateField
            label="To"
            description="Leave empty for one day; Sundays in a range are skipped"
            min={fromDay}
            minMessage={LEAVE_MESSAGES.toBeforeFrom}
            max={fromDay && lastRangeDay(fromDay)}
            maxMessage={LEAVE_MESSAGES.rangeTooLong}
            {...inputProps('to_date')}
          />
        )}
        {days !== null && (
          <Text size="sm" fw={500} data-testid="leave-working-days" aria-live="polite">
            {days === 1 ? 'Applies for 1 working day' : `Applies for ${formatCount(days)} working days`}
          </Text>
        )}
        <Autocomplete
          label="Duration"
          required
          placeholder="Full Day, First half or Second half"
          data={[...LEAVE_DURATIONS]}
          {...inputProps('half_day')}
        />
        <Autocomplete
          label="Leave type"
          required
          placeholder="Annual Leave, Compensatory Off …"
          data={[...LEAVE_TYPES]}
          {...inputProps('leave_type')}
        />
        <Textarea
          label="Reason"
          required
          description={`${form.values.reason.length}/${LEAVE_REASON_MAX}`}
          {...inputProps('reason')}
          styles={{ input: { minHeight: 150 } }}
          autosize
          minRows={6}
        />
        <SubmitRow loading={save.isPending}>{leave ? 'Update Leave' : 'Apply Leave'}</SubmitRow>
      </Stack>
    </form>
  );
}
