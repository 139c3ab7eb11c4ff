import { PRODUCT_IMAGE_FALLBACK, productImageUrl } from '@aquadesk/shared/catalogue.ts';
import { Image } from '@mantine/core';

/**
 * A product's picture as a small thumbnail (the admin list's rows and cards, the edit form), with the
 * catalogue's fallback when it has none or it fails to load. Decorative: the product's name stands beside it.
 */
export function ProductThumb({ image, small, lazy }: { image: string; small?: boolean; lazy?: boolean }) {
  return (
    <Image
      src={productImageUrl(image)}
      fallbackSrc={PRODUCT_IMAGE_FALLBACK}
      alt=""
      w={small ? 56 : 64}
      h={small ? 42 : 48}
      radius="sm"
      fit="cover"
      {...(lazy ? { loading: 'lazy' as const } : {})}
    />
  );
}
