import {
  formatPrice,
  PRODUCT_IMAGE_FALLBACK,
  productImageUrl,
  type SellableProduct,
} from '@aquadesk/shared/catalogue.ts';
import { Box, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BuyButton } from './buy-button.tsx';

export function ProductCard({ product, eager = false }: { product: SellableProduct; eager?: boolean }) {
  return (
    <Paper
      p="md"
      radius="md"
      data-testid="product-card"
      h="100%"
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box
        m="calc(var(--mantine-spacing-md) * -1)"
        mb={0}
        style={{ aspectRatio: '4 / 3', overflow: 'hidden' }}
      >
        <Image
          src={productImageUrl(product.image)}
          fallbackSrc={PRODUCT_IMAGE_FALLBACK}
          alt={product.name}
          loading={eager ? 'eager' : 'lazy'}
          width={800}
          height={600}
          h="100%"
          fit="cover"
        />
      </Box>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Text fw={650} lh={1.3}>
          {product.name}
        </Text>
        <Text size="sm" c="water.8" fw={600}>
          {formatPrice(product.price)}
        </Text>
        <Text size="sm" c="gray.7" lineClamp={2}>
          {product.description}
        </Text>
      </Stack>
      <Group mt="md" gap="xs" wrap="wrap">
        <Button
          component={Link}
          to={`/product/${product.id}`}
          variant="light"
          aria-label={`View ${product.name}`}
          px="lg"
        >
          View
        </Button>
        <BuyButton link={product.link} style={{ flex: '1 1 auto' }} />
      </Group>
    </Paper>
  );
}
