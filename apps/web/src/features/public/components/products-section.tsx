import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LandingSection } from './landing-section.tsx';

export function ProductsSection() {
  return (
    <LandingSection
      id="product"
      eyebrow="Products"
      title="Products for treatment plants"
      intro="Dosing pumps, filters, sensors and spares, chosen by the engineers who install them."
    >
      <Button
        component={Link}
        to="/product"
        variant="light"
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        Browse products
      </Button>
    </LandingSection>
  );
}
