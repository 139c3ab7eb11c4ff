import { Box, Container, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from '../components/brand-logo.tsx';
import { NotFoundView } from '../components/not-found-view.tsx';
import { useBrand } from '../lib/site-info.ts';

/** The catch-all route (spec 000 §2). */
export function NotFoundPage() {
  const brand = useBrand();
  return (
    <Box mih="100vh" bg="gray.0">
      <Container size="lg" py="md">
        <UnstyledButton component={Link} to="/" aria-label={`${brand} home`}>
          <BrandLogo brand={brand} />
        </UnstyledButton>
      </Container>
      <Box component="main">
        <NotFoundView />
      </Box>
    </Box>
  );
}
