import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { estimateKeys, fetchEstimateList } from '../api.ts';

/**
 * What the New estimate panel picks from (sites, products, roles, the profit settings), searched as the
 * user types (250 ms after the last key), fetched only while the panel is open.
 */
export function useEstimatePickers(opened: boolean) {
  const [siteSearch, setSiteSearch] = useState('');
  const [productSearch, setProductSearch] = useState('');
  const [siteQuery] = useDebouncedValue(siteSearch, 250);
  const [productQuery] = useDebouncedValue(productSearch, 250);
  const pickers = useQuery({
    queryKey: estimateKeys.pickers(siteQuery, productQuery),
    queryFn: ({ signal }) =>
      fetchEstimateList({ limit: 1, site_search: siteQuery, product_search: productQuery }, signal),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  return { pickers, siteSearch, setSiteSearch, productSearch, setProductSearch };
}
