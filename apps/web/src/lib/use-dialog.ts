import { useState } from 'react';

/**
 * Which of a screen's dialogs is open, and a key that changes each time one opens (a form inside resets
 * to its first values on it, as `useZodForm`'s `resetKey` reads it).
 */
export function useDialog<D extends string>() {
  const [dialog, setDialog] = useState<D | null>(null);
  const [openKey, setOpenKey] = useState(0);
  return {
    dialog,
    openKey,
    open: (d: D) => {
      setOpenKey((k) => k + 1);
      setDialog(d);
    },
    close: () => setDialog(null),
  };
}
