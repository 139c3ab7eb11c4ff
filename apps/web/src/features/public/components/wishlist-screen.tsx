import { Anchor, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconHeartOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useSellableProducts } from '../api.ts';
import { useWishlist, useWishlistIds } from '../wishlist.ts';
import { ProductCard } from './product-card.tsx';
import { PublicPage } from './public-page.tsx';
import { SellableProducts } from './sellable-products.tsx';

/** Takes a product off the wishlist. */
function RemoveButton({ id, name }: { id: number; name: string }) {
  const { toggle } = useWishlist(id);
  return (
    <Button
      variant="subtle"
      color="pink"
      leftSection={<IconHeartOff size={16} aria-hidden />}
      aria-label={`Remove ${name} from the wishlist`}
      onClick={toggle}
    >
      Remove
    </Button>
  );
}

/**
 * /wishlist (spec 000 §2 "Add to Wishlist"): the products this browser saved, newest last, each with View,
 * Buy and Remove; a product no longer offered is said to be gone. Kept in this browser only, no account.
 */
export function WishlistScreen() {
  usePageTitle('Wishlist');
  const ids = useWishlistIds();
  const products = useSellableProducts();

  return (
    <PublicPage title="Wishlist" intro="The products you saved in this browser. No account is needed.">
      <SellableProducts query={products}>
        {(all) => {
          const byId = new Map(all.map((p) => [p.id, p]));
          const saved = ids.flatMap((id) => byId.get(id) ?? []);
          const gone = ids.length - saved.length;
          return (
            <Stack gap="lg">
              {gone > 0 && (
                <Text size="sm" c="dimmed" data-testid="wishlist-gone">
                  {gone === 1 ? 'One saved product is' : `${gone} saved products are`} no longer offered.
                </Text>
              )}
              {saved.length === 0 ? (
                <EmptyState message="Your wishlist is empty. Add products to it from their pages." />
              ) : (
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
                  {saved.map((p, i) => (
                    <Stack key={p.id} gap={4} data-testid="wishlist-item">
                      <ProductCard product={p} eager={i < 3} />
                      <RemoveButton id={p.id} name={p.name} />
                    </Stack>
                  ))}
                </SimpleGrid>
              )}
              <Anchor component={Link} to="/product">
                Browse all products
              </Anchor>
            </Stack>
          );
        }}
      </SellableProducts>
    </PublicPage>
  );
}
