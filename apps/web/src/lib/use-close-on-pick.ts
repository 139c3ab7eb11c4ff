import { useState } from 'react';

/**
 * A MultiSelect of people that closes its list when a person is picked (Mantine keeps it open for the
 * next pick): most tasks and mails go to one or two people, and the open list hid the button below it.
 * Typing or clicking the field opens the list again for another person. Spread the result on the
 * MultiSelect; `onPick` runs after the list has closed (the screen's own handling of the pick).
 */
export function useCloseOnPick(onPick?: (value: string) => void) {
  const [opened, setOpened] = useState(false);
  return {
    dropdownOpened: opened,
    onDropdownOpen: () => setOpened(true),
    onDropdownClose: () => setOpened(false),
    onOptionSubmit: (value: string) => {
      setOpened(false);
      onPick?.(value);
    },
  };
}
