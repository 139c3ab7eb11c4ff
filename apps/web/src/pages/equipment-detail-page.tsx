import { PieceScreen } from '../features/equipment/components/piece-screen.tsx';

/** /equipment/:id: one piece, its history, edit and retire (the server answers 404 for one the user may not see). */
export function EquipmentDetailPage() {
  return <PieceScreen />;
}
