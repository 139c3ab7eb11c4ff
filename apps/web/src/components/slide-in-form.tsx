import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface SlideInFormProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Width on larger screens; a phone always gets the full width. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** The spec's slide-in forms (add employee, leave, reseller …): a Drawer from the right. */
export function SlideInForm({ opened, onClose, title, children, size = 'md' }: SlideInFormProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size={phone ? '100%' : size}
      padding="lg"
      // a plain dimmed overlay, no backdrop blur: a blur is redrawn over the whole screen on every frame
      // while the form is open (each key typed, the caret's blink), which a phone or a PC without a GPU
      // does on its processor (bench/README.md §8: most of the browser's work in the journeys)
      overlayProps={{ backgroundOpacity: 0.45 }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Drawer>
  );
}
