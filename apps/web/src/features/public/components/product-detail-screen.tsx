import {
  formatPrice,
  PRODUCT_IMAGE_FALLBACK,
  PRODUCT_MESSAGES,
  productImageUrl,
} from '@aquadesk/shared/catalogue.ts';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Image,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useSellableProduct } from '../api.ts';
import { errorText } from '../error-text.ts';
import { useWishlist, WISHLIST_PATH } from '../wishlist.ts';
import { BuyButton } from './buy-button.tsx';

/** spec 000 §2 /product/{id}: back link, name, price in rupees, description, image, wishlist, buy. */
export function ProductDetailScreen() {
  const id = Number(useParams().id);
  const product = useSellableProduct(id);
  const wishlist = useWishlist(id);
  usePageTitle(product.data?.name ?? 'Product');
  const validId = Number.isInteger(id) && id > 0;

  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Anchor
        component={Link}
        to="/product"
        mb="lg"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 6 }}
      >
        <IconArrowLeft size={18} aria-hidden /> Back to products
      </Anchor>
      {!validId ? (
        <Alert color="red" role="alert" mt="md">
          {errorText(new Error(PRODUCT_MESSAGES.notFound), PRODUCT_MESSAGES.detailFailed)}
        </Alert>
      ) : product.isPending ? (
        <PageLoader />
      ) : product.isError ? (
        <Alert color="red" role="alert" mt="md">
          {errorText(product.error, PRODUCT_MESSAGES.detailFailed)}
        </Alert>
      ) : (
        <Grid gap="xl" mt="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper radius="md" style={{ overflow: 'hidden' }}>
              <Image
                src={productImageUrl(product.data.image)}
                fallbackSrc={PRODUCT_IMAGE_FALLBACK}
                alt={product.data.name}
                width={800}
                height={600}
              />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Title order={1} fz={{ base: 26, sm: 34 }}>
                {product.data.name}
              </Title>
              <Text fz={28} fw={700} c="water.8" data-testid="product-price">
                {formatPrice(product.data.price)}
              </Text>
              <Text size="sm" c="dimmed">
                Price includes all taxes.
              </Text>
              <Text style={{ whiteSpace: 'pre-line' }}>{product.data.description}</Text>
              {product.data.technical_specification.length > 0 && (
                <Table withTableBorder withColumnBorders>
                  <Table.Tbody>
                    {product.data.technical_specification.map((row) => (
                      <Table.Tr key={`${row.heading}-${row.value}`}>
                        <Table.Th w="40%">{row.heading}</Table.Th>
                        <Table.Td>{row.value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
              <Group gap="sm" mt="sm">
                <BuyButton link={product.data.link} size="md" />
                <Button
                  variant={wishlist.inWishlist ? 'filled' : 'outline'}
                  color="pink"
                  size="md"
                  aria-pressed={wishlist.inWishlist}
                  leftSection={
                    wishlist.inWishlist ? (
                      <IconHeartFilled size={18} aria-hidden />
                    ) : (
                      <IconHeart size={18} aria-hidden />
                    )
                  }
                  onClick={wishlist.toggle}
                >
                  {wishlist.inWishlist ? 'In your wishlist' : 'Add to Wishlist'}
                </Button>
                {wishlist.inWishlist && (
                  <Anchor component={Link} to={WISHLIST_PATH}>
                    View wishlist
                  </Anchor>
                )}
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
