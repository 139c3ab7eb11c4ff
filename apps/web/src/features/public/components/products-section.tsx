import { Box, Button, Loader } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LandingSection } from './landing-section.tsx';

// The product cards (and their call) load as the section nears the screen: they are far below the
// fold, and a visitor's first page stays under its 150 kB budget (issue #3, bench/README.md §6).
const FeaturedProducts = lazy(() =>
  import('./featured-products.tsx').then((m) => ({ default: m.FeaturedProducts })),
);

function useNearScreen<T extends Element>(margin = '600px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

export function ProductsSection() {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  return (
    <LandingSection
      id="product"
      eyebrow="Products"
      title="Products for treatment plants"
      intro="Dosing pumps, control panels, filters and spares, chosen by the engineers who install them."
    >
      <Box ref={ref} mih={near ? undefined : 420}>
        {near && (
          <Suspense fallback={<Loader aria-label="Loading products" />}>
            <FeaturedProducts />
          </Suspense>
        )}
      </Box>
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
