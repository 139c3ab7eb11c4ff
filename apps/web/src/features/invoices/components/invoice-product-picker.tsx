import type { ProductPick } from '@aquadesk/shared/products.ts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { invoiceKeys } from '../../../lib/invoice-keys.ts';
import { suggestProducts } from '../api.ts';

interface ProductPickerProps {
  /** The line's number, for the picker's accessible name. */
  line: number;
  onPick: (product: ProductPick) => void;
}

/**
 * Fills a line from a product (docs/requirements/002-gst.md §3: a product carries its HSN/SAC, unit and
 * GST rate): searched by name on the server (GET /invoice-products); every field stays editable after.
 */
export function ProductPicker({ line, onPick }: ProductPickerProps) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 250);
  const products = useQuery({
    queryKey: invoiceKeys.products(term),
    queryFn: ({ signal }) => suggestProducts(term, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const picks = products.data ?? [];
  return (
    <Select
      size="sm"
      aria-label={`Fill line ${line} from a product`}
      placeholder="Fill from a product…"
      leftSection={<IconSearch size={14} aria-hidden />}
      searchable
      clearable={false}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      // the server searched already: show what it answered
      filter={({ options }) => options}
      nothingFoundMessage={products.isFetching ? 'Searching…' : 'No product of that name'}
      data={picks.map((p) => ({ value: String(p.id), label: p.product_name }))}
      comboboxProps={{ withinPortal: true }}
      onChange={(id) => {
        const product = picks.find((p) => String(p.id) === id);
        if (product) onPick(product);
        setSearch('');
      }}
    />
  );
}
