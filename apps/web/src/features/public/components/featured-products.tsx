import { PRODUCT_MESSAGES } from '@aquadesk/shared/catalogue.ts';
import { Loader, Text } from '@mantine/core';
import { useSellableProducts } from '../api.ts';
import { errorText } from '../error-text.ts';
import { LandingGrid } from './landing-grid.tsx';
import { ProductCard } from './product-card.tsx';

// spec 000 §1, §9: the home page shows at most the first 2 sellable products
const HOME_PRODUCT_COUNT = 2;

export function FeaturedProducts() {
  const products = useSellableProducts();
  if (products.isPending) return <Loader aria-label="Loading products" />;
  if (products.isError)
    return (
      <Text c="red.8" role="alert">
        {errorText(products.error, PRODUCT_MESSAGES.listFailed)}
      </Text>
    );
  const first = products.data.slice(0, HOME_PRODUCT_COUNT);
  if (first.length === 0)
    return <Text c="dimmed">Our catalogue is being updated. Please check back soon.</Text>;
  return (
    <LandingGrid cols={{ base: 1, sm: 2 }} gap="var(--mantine-spacing-lg)" maw={760}>
      {first.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </LandingGrid>
  );
}
