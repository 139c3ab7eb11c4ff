import { PRODUCT_MESSAGES } from '@aquadesk/shared/products.ts';
import { Alert, Loader, SimpleGrid, Text } from '@mantine/core';
import { useSellableProducts } from '../api.ts';
import { ProductCard } from './product-card.tsx';
import { errorText } from './public-page.tsx';

// spec 000 §1, §9: the home page shows at most the first 2 sellable products
const HOME_PRODUCT_COUNT = 2;

export function FeaturedProducts() {
  const products = useSellableProducts();
  if (products.isPending) return <Loader aria-label="Loading products" />;
  if (products.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(products.error, PRODUCT_MESSAGES.listFailed)}
      </Alert>
    );
  const first = products.data.slice(0, HOME_PRODUCT_COUNT);
  if (first.length === 0)
    return <Text c="dimmed">Our catalogue is being updated. Please check back soon.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={760}>
      {first.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </SimpleGrid>
  );
}
