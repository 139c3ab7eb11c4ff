import { Stack } from '@mantine/core';
import { PieceScreen } from '../features/equipment/components/piece-screen.tsx';
import { EquipmentPartsSection } from '../features/parts/components/equipment-parts.tsx';

/**
 * /equipment/:id: one piece, its history, edit and retire (the server answers 404 for one the user may not
 * see), and the parts used on its calls.
 */
export function EquipmentDetailPage() {
  return (
    <Stack gap="md">
      <PieceScreen />
      <EquipmentPartsSection />
    </Stack>
  );
}
