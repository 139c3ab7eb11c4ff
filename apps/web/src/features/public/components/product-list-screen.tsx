import { PRODUCT_MESSAGES } from '@aquadesk/shared/catalogue.ts';
import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useSellableProducts } from '../api.ts';
import { ProductCard } from './product-card.tsx';
import { errorText, PublicPage } from './public-page.tsx';

/** spec 000 §2 /product: sellable products, searched by name. */
export function ProductListScreen() {
  usePageTitle('Products');
  const [search, setSearch] = useState('');
  const products = useSellableProducts();
  const term = search.trim().toLowerCase();
  const shown = (products.data ?? []).filter((p) => p.name.toLowerCase().includes(term));

  return (
    <PublicPage
      title="Products"
      intro="Treatment plant equipment, control panels, dosing pumps and spares, as used by our own engineers."
    >
      <TextInput
        label="Search products"
        placeholder="Search by name"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
        mb="xl"
      />
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
