import { isResellerOnly } from '@aquadesk/shared/permissions.ts';
import { sitePickLabel } from '@aquadesk/shared/sites.ts';
import {
  CLIENT_NAME_WORK_TYPE,
  INSTALLATION_AGES,
  type InstallationAge,
  PRIORITIES,
  RESELLER_WORK_TYPES,
  WORK_FIELD_LABELS,
  WORK_MESSAGES,
  workTypesFor,
  ZAddMaintenanceRequest,
  ZAddNewWorkRequest,
} from '@aquadesk/shared/work.ts';
import { Checkbox, MultiSelect, Select, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DrawerForm } from '../../../components/drawer-form.tsx';
import { usePrincipal } from '../../../lib/use-can.ts';
import { useCloseOnPick } from '../../../lib/use-close-on-pick.ts';
import { useOpenOnKey } from '../../../lib/use-open-on-key.ts';
import { staffOption, useKeptOptions } from '../../../lib/use-staff-search.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { addMaintenance, addNewWork, workKeys } from '../api.ts';
import { useWorkPickers } from '../hooks/use-work-pickers.ts';
import { EquipmentPick } from './equipment-pick.tsx';
import { EMPTY, type Values } from './register-work-values.ts';
import { WorkDetailsFields } from './work-details-fields.tsx';

// The Maintenance work type is a maintenance call (/add-maintenance, a complaint at a site); every other
// type is registered as new work (/add-new-work, a description, a site optional) — spec 001 §7.
const isMaintenance = (worktype: string) => worktype === 'Maintenance';

/** The piece a maintenance call names: only with a site from the list. */
const pieceOf = (v: Values) =>
  v.isOtherSite || !v.site_id || !v.equipment_id ? null : Number(v.equipment_id);

function ageOf(value: string): InstallationAge | '' {
  return INSTALLATION_AGES.find((a): a is InstallationAge => a === value) ?? '';
}

/** The Register work panel (spec 001 §2, §5): opens when openKey grows. */
export function RegisterWorkPanel({ openKey }: { openKey: number }) {
  const [opened, setOpened] = useOpenOnKey(openKey);
  const principal = usePrincipal();
  const reseller = principal !== null && isResellerOnly(principal);
  const types = principal ? workTypesFor(principal) : [];
  const qc = useQueryClient();

  const { setSearch, pickers } = useWorkPickers(opened);
  const closeOnPick = useCloseOnPick();
  const [siteSearch, setSiteSearch] = useState('');
  const [siteLabel, setSiteLabel] = useState<{ value: string; label: string } | null>(null);
  // the work type picks the request's schema (maintenance or new work)
  const [kind, setKind] = useState('');

  const { form, message, fail, onSubmit, inputProps, done, succeed, reset } = useZodForm<Values>({
    initialValues: EMPTY,
    schema: isMaintenance(kind) ? ZAddMaintenanceRequest : ZAddNewWorkRequest,
    validate: (v) =>
      reseller && v.worktype && !(RESELLER_WORK_TYPES as readonly string[]).includes(v.worktype)
        ? { worktype: WORK_MESSAGES.resellerWorkType }
        : {},
    resetKey: openKey,
    highlight: true,
  });
  useEffect(() => {
    if (openKey === 0) return;
    setSearch('');
    setSiteSearch('');
    setSiteLabel(null);
    setKind('');
    // setSearch is useWorkPickers' state setter, the same on every render
  }, [openKey, setSearch]);

  const save = useMutation({
    mutationFn: (v: Values) => {
      const common = {
        worktype: v.worktype,
        panel_type: v.panel_type.trim(),
        in_operation_since: ageOf(v.in_operation_since),
        priority: PRIORITIES.find((p) => p === v.priority) ?? 'MEDIUM',
        deadline: v.deadline,
        client_name: v.client_name.trim(),
        users_id: v.users_id.map(Number),
        isOtherSite: v.isOtherSite,
        site_id: v.isOtherSite || !v.site_id ? null : Number(v.site_id),
        site_name: v.isOtherSite ? v.site_name.trim() : '',
        status: 'ASSIGNED',
      };
      return isMaintenance(v.worktype)
        ? addMaintenance({ ...common, complaint: v.complaint, equipment_id: pieceOf(v) })
        : addNewWork({ ...common, description: v.description });
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: workKeys.tasks() });
      succeed();
    },
    onError: fail,
  });

  const values = form.getValues();
  const maintenance = isMaintenance(values.worktype);
  const sites = pickers.data?.sites ?? [];
  const siteOptions = sites.map((s) => ({
    value: String(s.id),
    label: sitePickLabel(s),
  }));
  if (siteLabel && !siteOptions.some((o) => o.value === siteLabel.value)) siteOptions.unshift(siteLabel);
  // the picked people stay listed under their names when a new search no longer finds them
  const { options: employeeOptions, remember } = useKeptOptions(
    (pickers.data?.employees ?? []).map((e) => staffOption(e)),
    values.users_id,
  );

  // the text box follows the work type: a complaint for maintenance, a description otherwise
  const textField = maintenance ? 'complaint' : 'description';
  const submit = onSubmit((v) => save.mutate(v));

  return (
    <DrawerForm
      opened={opened}
      onClose={() => {
        setOpened(false);
        if (done) reset(EMPTY);
      }}
      title="Register work"
      size="lg"
      done={done}
      successMessage={WORK_MESSAGES.added}
      error={message}
      onSubmit={submit}
      submitLabel="Register work"
      submitting={save.isPending}
    >
      <Select
        size="md"
        label={WORK_FIELD_LABELS.worktype}
        placeholder="Choose the work type"
        required
        searchable
        data={[...types]}
        {...inputProps('worktype')}
        value={values.worktype || null}
        onChange={(v) => {
          const next = v ?? '';
          // keep what was typed when the text box changes between description and complaint
          const before = form.getValues();
          const text = isMaintenance(before.worktype) ? before.complaint : before.description;
          form.setValues({ worktype: next, description: text, complaint: text });
          setKind(next);
          form.clearFieldError('worktype');
        }}
        comboboxProps={{ withinPortal: true }}
      />
      <WorkDetailsFields form={form} inputProps={inputProps} maintenance={maintenance} />
      <Textarea
        size="md"
        label={maintenance ? WORK_FIELD_LABELS.complaint : WORK_FIELD_LABELS.description}
        placeholder={maintenance ? 'What is wrong, as the client reported it' : 'What is to be done'}
        required
        autosize
        minRows={3}
        maxRows={8}
        {...inputProps(textField)}
      />
      <TextInput
        size="md"
        label={WORK_FIELD_LABELS.client_name}
        required={values.worktype === CLIENT_NAME_WORK_TYPE}
        description={values.worktype === CLIENT_NAME_WORK_TYPE ? undefined : 'Optional'}
        {...inputProps('client_name')}
      />
      {values.isOtherSite ? (
        <TextInput
          size="md"
          label={WORK_FIELD_LABELS.site_name}
          placeholder="The site's name"
          required
          {...inputProps('site_name')}
        />
      ) : (
        <Select
          size="md"
          label={WORK_FIELD_LABELS.site_id}
          placeholder={pickers.isPending && opened ? 'Loading sites…' : 'Search the sites'}
          required={maintenance}
          description={maintenance ? undefined : 'Optional for internal work'}
          searchable
          clearable
          searchValue={siteSearch}
          onSearchChange={(s) => {
            setSiteSearch(s);
            setSearch(s);
          }}
          filter={({ options }) => options}
          data={siteOptions}
          nothingFoundMessage="No site found"
          {...inputProps('site_id')}
          value={values.site_id || null}
          onChange={(v) => {
            form.setValues({ site_id: v ?? '', equipment_id: '' });
            setSiteLabel(siteOptions.find((o) => o.value === v) ?? null);
          }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {maintenance && !values.isOtherSite && (
        <EquipmentPick
          siteId={values.site_id ? Number(values.site_id) : null}
          value={values.equipment_id}
          onChange={(v) => form.setFieldValue('equipment_id', v)}
          error={inputProps('equipment_id').error}
        />
      )}
      <Checkbox
        label="Another site (not in the list)"
        {...form.getInputProps('isOtherSite', { type: 'checkbox' })}
      />
      <MultiSelect
        size="md"
        label={WORK_FIELD_LABELS.users_id}
        placeholder="Search and pick employees"
        searchable
        hidePickedOptions
        {...closeOnPick}
        onSearchChange={(s) => setSearch(s)}
        filter={({ options }) => options}
        data={employeeOptions}
        nothingFoundMessage="No employee found"
        {...inputProps('users_id')}
        onChange={(ids) => {
          remember(ids);
          form.setFieldValue('users_id', [...new Set(ids)]);
        }}
        comboboxProps={{ withinPortal: true }}
      />
    </DrawerForm>
  );
}
