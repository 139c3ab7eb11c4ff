import { PRODUCT_MESSAGES } from '@aquadesk/shared/catalogue.ts';
import { Alert, Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconHeart, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useSellableProducts } from '../api.ts';
import { errorText } from '../error-text.ts';
import { useWishlistIds, WISHLIST_PATH } from '../wishlist.ts';
import { ProductCard } from './product-card.tsx';
import { PublicPage } from './public-page.tsx';

/** spec 000 §2 /product: sellable products, searched by name. */
export function ProductListScreen() {
  usePageTitle('Products');
  const [search, setSearch] = useState('');
  const products = useSellableProducts();
  const wishlist = useWishlistIds();
  const term = search.trim().toLowerCase();
  const shown = (products.data ?? []).filter((p) => p.name.toLowerCase().includes(term));

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
      {products.isPending ? (
        <PageLoader />
      ) : products.isError ? (
        <Alert color="red" role="alert">
          {errorText(products.error, PRODUCT_MESSAGES.listFailed)}
        </Alert>
      ) : shown.length === 0 ? (
        <EmptyState message={PRODUCT_MESSAGES.noMatch} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {shown.map((p, i) => (
            <ProductCard key={p.id} product={p} eager={i < 3} />
          ))}
        </SimpleGrid>
      )}
    </PublicPage>
  );
}
