import { formatRupees } from '@aquadesk/shared/format.ts';
import { productImageUrl, type SellableProduct } from '@aquadesk/shared/products.ts';
import { AspectRatio, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BuyButton } from './buy-button.tsx';

export function ProductCard({ product, eager = false }: { product: SellableProduct; eager?: boolean }) {
  return (
    <Card padding="md" radius="md" data-testid="product-card" h="100%">
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          <Image
            src={productImageUrl(product.image)}
            alt={product.name}
            loading={eager ? 'eager' : 'lazy'}
            width={800}
            height={600}
          />
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Text fw={650} lh={1.3}>
          {product.name}
        </Text>
        <Text size="sm" c="water.8" fw={600}>
          {formatRupees(product.price)}
        </Text>
        <Text size="sm" c="gray.7" lineClamp={2}>
          {product.description}
        </Text>
      </Stack>
      <Group mt="md" gap="xs" grow wrap="wrap">
        <Button
          component={Link}
          to={`/product/${product.id}`}
          variant="light"
          aria-label={`View ${product.name}`}
        >
          View
        </Button>
        <BuyButton link={product.link} />
      </Group>
    </Card>
  );
}
