import { EquipmentListScreen } from '../features/equipment/components/equipment-list-screen.tsx';

/** /equipment: the plants and equipment at every site the caller may see (issue 43 item 1). */
export function EquipmentPage() {
  return <EquipmentListScreen />;
}
