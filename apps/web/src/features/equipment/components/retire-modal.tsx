import { todayInIndia } from '@aquadesk/shared/dates.ts';
import {
  EQUIPMENT_MESSAGES,
  type EquipmentRow,
  ZRetireEquipmentRequest,
} from '@aquadesk/shared/equipment.ts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { DateField } from '../../../components/date-field.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { useModalForm } from '../../../lib/use-modal-form.ts';
import { retirePiece, useApplyPiece } from '../api.ts';

interface Props {
  piece: EquipmentRow;
  opened: boolean;
  onClose: () => void;
}

/** Retire a piece on a day (not after today, not before its installation); it keeps its history. */
export function RetireModal({ piece, opened, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={`Retire ${piece.name}`} fullScreen={phone}>
      {opened && <RetireForm piece={piece} onClose={onClose} />}
    </Modal>
  );
}

function RetireForm({ piece, onClose }: { piece: EquipmentRow; onClose: () => void }) {
  const apply = useApplyPiece();
  const today = todayInIndia();
  const form = useModalForm({
    initialValues: { retired_on: today },
    schema: ZRetireEquipmentRequest,
    openKey: 0,
    save: (v) => retirePiece(piece.id, v.retired_on),
    onSaved: (saved) => {
      apply(saved);
      notifications.show({ color: 'teal', message: `${saved.name} is retired` });
      onClose();
    },
  });
  return (
    <form onSubmit={form.submit} noValidate aria-label="Retire equipment">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A retired piece is kept with its history; maintenance calls can no longer name it. It can be
          returned to service later.
        </Text>
        <FormError message={form.message} />
        <DateField
          label="Retired on"
          required
          max={today}
          maxMessage={EQUIPMENT_MESSAGES.retiredInFuture}
          min={piece.installed_on ?? undefined}
          minMessage={EQUIPMENT_MESSAGES.retiredBeforeInstalled}
          {...form.inputProps('retired_on')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button type="submit" color="red" loading={form.pending}>
            Retire
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
