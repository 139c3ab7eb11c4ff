import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PublicFooter } from '../../features/public/components/public-footer.tsx';
import { PublicNav } from '../../features/public/components/public-nav.tsx';

/** spec 000 §2: public pages have a nav bar (burger on small screens) and the footer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <PublicNav />
      <Box component="main" id="main" style={{ flex: 1 }}>
        {children ?? <Outlet />}
      </Box>
      <PublicFooter />
    </Box>
  );
}
