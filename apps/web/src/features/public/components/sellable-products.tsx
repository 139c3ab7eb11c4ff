import { PRODUCT_MESSAGES, type SellableProduct } from '@aquadesk/shared/catalogue.ts';
import { Alert } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { errorText } from '../error-text.ts';

/**
 * The sellable products of a public page (the product list, the wishlist): a loader, then 'Error: ' and why
 * (spec 000 §8), or what the page makes of them.
 */
export function SellableProducts({
  query,
  children,
}: {
  query: UseQueryResult<SellableProduct[]>;
  children: (products: SellableProduct[]) => ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(query.error, PRODUCT_MESSAGES.listFailed)}
      </Alert>
    );
  return <>{children(query.data)}</>;
}
