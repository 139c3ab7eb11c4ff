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
      overlayProps={{ backgroundOpacity: 0.4, blur: 2 }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Drawer>
  );
}
