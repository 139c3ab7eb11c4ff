import {
  EQUIPMENT_KIND_LABELS,
  EQUIPMENT_KINDS,
  type EquipmentRow,
  hasCapacity,
  ZAddEquipmentRequest,
  ZEditEquipmentRequest,
} from '@aquadesk/shared/equipment.ts';
import { Group, Select, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { DateField } from '../../../components/date-field.tsx';
import { DrawerForm } from '../../../components/drawer-form.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { addPiece, editPiece, useApplyPiece } from '../api.ts';
import { SitePickField } from './site-pick-field.tsx';

type Values = {
  site_id: string;
  kind: string;
  name: string;
  capacity_kld: string;
  make: string;
  model: string;
  serial_number: string;
  installed_on: string;
  warranty_until: string;
  notes: string;
};

const KIND_OPTIONS = EQUIPMENT_KINDS.map((k) => ({ value: k, label: EQUIPMENT_KIND_LABELS[k] }));

function valuesOf(piece: EquipmentRow | null, siteId: number | null): Values {
  return {
    site_id: piece ? String(piece.site_id) : siteId ? String(siteId) : '',
    kind: piece?.kind ?? '',
    name: piece?.name ?? '',
    capacity_kld: piece?.capacity_kld ? String(Number(piece.capacity_kld)) : '',
    make: piece?.make ?? '',
    model: piece?.model ?? '',
    serial_number: piece?.serial_number ?? '',
    installed_on: piece?.installed_on ?? '',
    warranty_until: piece?.warranty_until ?? '',
    notes: piece?.notes ?? '',
  };
}

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The piece to edit; null adds one. */
  piece: EquipmentRow | null;
  /** The site a new piece is added at (the site page): its picker is then not shown. */
  site?: { id: number; name: string } | null;
  /** Changes at each opening, so the form starts afresh. */
  openKey: number;
  onSaved?: (piece: EquipmentRow) => void;
}

/** Add or edit a piece of equipment (issue 43 item 1): a slide-in form, every rule named at its field. */
export function EquipmentForm({ opened, onClose, piece, site = null, openKey, onSaved }: Props) {
  const apply = useApplyPiece();
  const { form, message, fail, onSubmit, inputProps, done, succeed } = useZodForm<Values>({
    initialValues: valuesOf(piece, site?.id ?? null),
    schema: piece ? ZEditEquipmentRequest : ZAddEquipmentRequest,
    resetKey: openKey,
    highlight: true,
  });
  const save = useMutation({
    mutationFn: ({ site_id, kind, ...rest }: Values) => {
      // the schema has checked the kind before the form sends
      const fields = { ...rest, kind: EQUIPMENT_KINDS.find((k) => k === kind) ?? 'other' };
      return piece ? editPiece(piece.id, fields) : addPiece({ ...fields, site_id: Number(site_id) });
    },
    onSuccess: (saved) => {
      apply(saved);
      onSaved?.(saved);
      succeed();
    },
    onError: fail,
  });
  const values = form.getValues();
  const plant = hasCapacity(values.kind);
  return (
    <DrawerForm
      opened={opened}
      onClose={onClose}
      title={piece ? `Edit ${piece.name}` : site ? `Add equipment at ${site.name}` : 'Add equipment'}
      done={done}
      successMessage={piece ? 'Equipment saved' : 'Equipment added'}
      error={message}
      onSubmit={onSubmit((v) => save.mutate(v))}
      submitLabel={piece ? 'Save' : 'Add equipment'}
      submitting={save.isPending}
    >
      {!piece && !site && (
        <SitePickField
          opened={opened}
          openKey={openKey}
          value={values.site_id}
          onChange={(v) => form.setFieldValue('site_id', v)}
          error={inputProps('site_id').error}
        />
      )}
      <Select
        label="Kind"
        required
        data={KIND_OPTIONS}
        {...inputProps('kind')}
        value={values.kind || null}
        onChange={(v) => {
          form.setFieldValue('kind', v ?? '');
          if (!hasCapacity(v ?? '')) form.setFieldValue('capacity_kld', '');
        }}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput label="Name" required placeholder="STP 1, Air blower 2" {...inputProps('name')} />
      {plant && (
        <TextInput
          label="Capacity (KLD)"
          description="Kilolitres a day, up to two decimal places"
          inputMode="decimal"
          {...inputProps('capacity_kld')}
        />
      )}
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <TextInput label="Make" miw={140} {...inputProps('make')} />
        <TextInput label="Model" miw={140} {...inputProps('model')} />
      </Group>
      <TextInput label="Serial number" {...inputProps('serial_number')} />
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <DateField label="Installed on" style={{ minWidth: 140 }} {...inputProps('installed_on')} />
        <DateField label="Warranty until" style={{ minWidth: 140 }} {...inputProps('warranty_until')} />
      </Group>
      <Textarea label="Notes" autosize minRows={2} maxRows={6} {...inputProps('notes')} />
    </DrawerForm>
  );
}
