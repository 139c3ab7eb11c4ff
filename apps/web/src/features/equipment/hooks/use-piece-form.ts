import type { EquipmentRow } from '@aquadesk/shared/equipment.ts';
import { useState } from 'react';

/**
 * The Add / Edit form of a list of pieces (the Equipment screen, a site's panel): which piece it edits (null:
 * a new one), whether it is open, and the key that starts it afresh at each opening.
 */
export function usePieceForm() {
  const [form, setForm] = useState<{ key: number; piece: EquipmentRow | null; opened: boolean }>({
    key: 0,
    piece: null,
    opened: false,
  });
  return {
    ...form,
    open: (piece: EquipmentRow | null) => setForm((f) => ({ key: f.key + 1, piece, opened: true })),
    close: () => setForm((f) => ({ ...f, opened: false })),
  };
}
