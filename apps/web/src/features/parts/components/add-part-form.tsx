import { formatRupees } from '@aquadesk/shared/format.ts';
import { PART_LIMITS, PART_MESSAGES, type PartPick } from '@aquadesk/shared/parts.ts';
import { Button, Group, NumberInput, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { addPart, fetchPartPicks, partsKeys } from '../api.ts';

/**
 * Adds a part to a task: a product searched on the server (its stock shown), a whole quantity, Add. The
 * server's refusal shows at its field ("Only 2 in stock" under the quantity).
 */
export function AddPartForm({ taskId }: { taskId: number }) {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<PartPick | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const picks = useQuery({
    queryKey: partsKeys.picks(term),
    queryFn: ({ signal }) => fetchPartPicks(term, signal),
    placeholderData: keepPreviousData,
  });
  const options = picks.data ?? [];
  const save = useMutation({
    mutationFn: () => addPart({ task_id: taskId, product_id: picked?.id ?? 0, quantity }),
    onSuccess: () => {
      setPicked(null);
      setSearch('');
      setQuantity(1);
      setErrors({});
      void qc.invalidateQueries({ queryKey: partsKeys.all });
    },
    onError: (e) => {
      const fields = e instanceof ApiError ? e.fieldErrors : {};
      setErrors(Object.keys(fields).length > 0 ? fields : { form: e.message });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) {
      setErrors({ product_id: PART_MESSAGES.product });
      return;
    }
    save.mutate();
  };
  return (
    <form onSubmit={submit} aria-label="Add a part" noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label="Product"
          placeholder="Search products…"
          leftSection={<IconSearch size={14} aria-hidden />}
          searchable
          style={{ flex: '1 1 14rem', minWidth: 0 }}
          value={picked ? String(picked.id) : null}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: o }) => o}
          nothingFoundMessage={picks.isFetching ? 'Searching…' : 'No product of that name'}
          data={options.map((p) => ({
            value: String(p.id),
            label: `${p.name} · ${formatRupees(p.price)} · ${p.stock} in stock`,
          }))}
          comboboxProps={{ withinPortal: true }}
          error={errors.product_id}
          onChange={(id) => {
            setPicked(options.find((p) => String(p.id) === id) ?? null);
            setErrors({});
          }}
        />
        <NumberInput
          label="Quantity"
          min={PART_LIMITS.quantityMin}
          max={PART_LIMITS.quantityMax}
          allowDecimal={false}
          allowNegative={false}
          style={{ flex: '0 1 8rem' }}
          value={quantity}
          onChange={(v) => {
            setQuantity(v);
            setErrors({});
          }}
          error={errors.quantity}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} loading={save.isPending}>
          Add part
        </Button>
      </Group>
      {errors.form && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {errors.form}
        </Text>
      )}
    </form>
  );
}
