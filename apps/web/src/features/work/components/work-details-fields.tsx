import { INSTALLATION_AGES, PANEL_TYPE_MAX, PRIORITIES, WORK_FIELD_LABELS } from '@aquadesk/shared/work.ts';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '../../../components/date-field.tsx';
import type { ZodForm } from '../../../lib/use-zod-form.ts';
import type { Values } from './register-work-values.ts';

/** The Register work panel's particulars: the panel, its age, the deadline and the priority. */
export function WorkDetailsFields({
  form,
  inputProps,
  maintenance,
}: {
  form: UseFormReturnType<Values>;
  inputProps: ZodForm<Values>['inputProps'];
  maintenance: boolean;
}) {
  const values = form.getValues();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        size="md"
        label={WORK_FIELD_LABELS.panel_type}
        placeholder={maintenance ? 'e.g. STP blower' : 'e.g. Billing module'}
        required
        maxLength={PANEL_TYPE_MAX + 5}
        description={`${values.panel_type.length}/${PANEL_TYPE_MAX}`}
        {...inputProps('panel_type')}
      />
      <Select
        size="md"
        label={WORK_FIELD_LABELS.in_operation_since}
        placeholder="Choose"
        data={[...INSTALLATION_AGES]}
        clearable
        {...inputProps('in_operation_since')}
        value={values.in_operation_since || null}
        onChange={(v) => form.setFieldValue('in_operation_since', v ?? '')}
        comboboxProps={{ withinPortal: true }}
      />
      <DateField size="md" label={WORK_FIELD_LABELS.deadline} required {...inputProps('deadline')} />
      <Select
        size="md"
        label={WORK_FIELD_LABELS.priority}
        placeholder="Choose"
        required
        data={[...PRIORITIES]}
        {...inputProps('priority')}
        value={values.priority || null}
        onChange={(v) => form.setFieldValue('priority', v ?? '')}
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
}
