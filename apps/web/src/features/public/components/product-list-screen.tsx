import { PRODUCT_MESSAGES } from '@aquadesk/shared/catalogue.ts';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconHeart, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useSellableProducts } from '../api.ts';
import { useWishlistIds, WISHLIST_PATH } from '../wishlist.ts';
import { ProductCard } from './product-card.tsx';
import { PublicPage } from './public-page.tsx';
import { SellableProducts } from './sellable-products.tsx';

/** spec 000 §2 /product: sellable products, searched by name. */
export function ProductListScreen() {
  usePageTitle('Products');
  const [search, setSearch] = useState('');
  const products = useSellableProducts();
  const wishlist = useWishlistIds();
  const term = search.trim().toLowerCase();

  return (
    <PublicPage
      title="Products"
      intro="Treatment plant equipment, control panels, dosing pumps and spares, as used by our own engineers."
    >
      <Group justify="space-between" align="flex-end" mb="xl" gap="md">
        <TextInput
          label="Search products"
          placeholder="Search by name"
          leftSection={<IconSearch size={18} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maw={420}
          style={{ flex: '1 1 260px' }}
        />
        <Button
          component={Link}
          to={WISHLIST_PATH}
          variant="light"
          color="pink"
          leftSection={<IconHeart size={16} aria-hidden />}
        >
          Wishlist{wishlist.length > 0 ? ` (${wishlist.length})` : ''}
        </Button>
      </Group>
      <SellableProducts query={products}>
        {(all) => {
          const shown = all.filter((p) => p.name.toLowerCase().includes(term));
          return shown.length === 0 ? (
            <EmptyState message={PRODUCT_MESSAGES.noMatch} />
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
              {shown.map((p, i) => (
                <ProductCard key={p.id} product={p} eager={i < 3} />
              ))}
            </SimpleGrid>
          );
        }}
      </SellableProducts>
    </PublicPage>
  );
}
