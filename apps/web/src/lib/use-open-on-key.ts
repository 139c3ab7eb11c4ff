import { useEffect, useState } from 'react';

/**
 * A side panel that its screen opens by counting clicks: it opens each time `openKey` grows (0: not yet),
 * and closes itself.
 */
export function useOpenOnKey(openKey: number): [opened: boolean, setOpened: (opened: boolean) => void] {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (openKey > 0) setOpened(true);
  }, [openKey]);
  return [opened, setOpened];
}
