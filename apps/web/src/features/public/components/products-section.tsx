import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FeaturedProducts } from './featured-products.tsx';
import { LandingSection } from './landing-section.tsx';

export function ProductsSection() {
  return (
    <LandingSection
      id="product"
      eyebrow="Products"
      title="Products for treatment plants"
      intro="Dosing pumps, control panels, filters and spares, chosen by the engineers who install them."
    >
      <FeaturedProducts />
      <Button
        component={Link}
        to="/product"
        variant="light"
        mt="xl"
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        Browse all products
      </Button>
    </LandingSection>
  );
}
