import { CONTRACT_LIMITS, PARTS_COVER_LABELS, PARTS_COVERS } from '@aquadesk/shared/contracts.ts';
import { Group, MultiSelect, Select, SimpleGrid, Switch, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { MoneyInput } from '../../../components/money-input.tsx';
import type { ZodForm } from '../../../lib/use-zod-form.ts';
import { useProductPicks, useStaffPicks } from '../api.ts';
import type { ContractFormValues } from './contract-form-model.ts';

/**
 * What the contract covers (labour, consumables, parts: all, none, listed products or a cap) and, never
 * frozen, who visits and the terms printed on it.
 */
export function ContractCoverFields({ z, frozen }: { z: ZodForm<ContractFormValues>; frozen: boolean }) {
  const { form, inputProps } = z;
  const values = form.getValues();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const products = useProductPicks(debounced, values.parts_cover === 'listed');
  const staff = useStaffPicks();
  const productOptions = (products.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Group gap="lg" style={{ gridColumn: '1 / -1' }}>
        <Switch
          label="Labour covered"
          disabled={frozen}
          {...form.getInputProps('covers_labour', { type: 'checkbox' })}
        />
        <Switch
          label="Consumables covered"
          disabled={frozen}
          {...form.getInputProps('covers_consumables', { type: 'checkbox' })}
        />
      </Group>
      <Select
        size="md"
        label="Parts covered"
        withAsterisk
        disabled={frozen}
        allowDeselect={false}
        data={PARTS_COVERS.map((value) => ({ value, label: PARTS_COVER_LABELS[value] }))}
        {...inputProps('parts_cover')}
      />
      {values.parts_cover === 'cap' && (
        <MoneyInput
          label="Parts up to, a billing period"
          withAsterisk
          disabled={frozen}
          max={CONTRACT_LIMITS.price}
          {...inputProps('parts_cap')}
        />
      )}
      {values.parts_cover === 'listed' && (
        <MultiSelect
          size="md"
          label="Products covered"
          withAsterisk
          searchable
          disabled={frozen}
          searchValue={search}
          onSearchChange={setSearch}
          data={productOptions}
          nothingFoundMessage={products.isFetching ? 'Searching…' : 'No product matches'}
          maxValues={CONTRACT_LIMITS.products}
          {...inputProps('covered_product_ids')}
        />
      )}
      <Select
        size="md"
        label="Technician"
        description="Who visits by default (optional)"
        placeholder="Nobody yet"
        searchable
        clearable
        data={(staff.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        {...inputProps('technician_id')}
      />
      <Textarea
        label="Terms"
        description="Printed on the contract"
        autosize
        minRows={3}
        maxRows={10}
        maxLength={CONTRACT_LIMITS.terms}
        style={{ gridColumn: '1 / -1' }}
        {...inputProps('terms')}
      />
    </SimpleGrid>
  );
}
