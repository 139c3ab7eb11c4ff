import {
  ESTIMATE_MESSAGES,
  type EstimateProductPick,
  type EstimateRolePick,
  ZAddLabourLine,
  ZAddProductLine,
} from '@aquadesk/shared/estimates.ts';
import { formatRupees } from '@aquadesk/shared/format.ts';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useZodForm } from '../../../lib/use-zod-form.ts';

/**
 * The New estimate panel's two "add a line" rows (spec 001 §5), each a small form of its own over the
 * shared schema (ZAddProductLine, ZAddLabourLine): its errors show at its fields, and a valid row is
 * handed to the panel, which sums it into its lines.
 */

const NO_PRODUCT = { product_id: '', quantity: '1' };

export function AddProductRow({
  products,
  searching,
  search,
  onSearch,
  onAdd,
  resetKey,
}: {
  /** The products the picker offers (the chosen one stays among them while the search moves on). */
  products: EstimateProductPick[];
  searching: boolean;
  search: string;
  onSearch: (text: string) => void;
  onAdd: (product: EstimateProductPick, quantity: string) => void;
  /** The row starts afresh whenever this changes (the panel opening). */
  resetKey: unknown;
}) {
  const { form, onSubmit, inputProps, reset } = useZodForm({
    initialValues: NO_PRODUCT,
    schema: ZAddProductLine,
    resetKey,
  });
  // the chosen product stays among the options while the search moves on
  const [chosen, setChosen] = useState<EstimateProductPick | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the choice is dropped when the panel opens again
  useEffect(() => setChosen(null), [resetKey]);
  const options = [...(chosen && !products.some((p) => p.id === chosen.id) ? [chosen] : []), ...products];
  const add = onSubmit((v) => {
    if (!chosen) return form.setFieldError('product_id', ESTIMATE_MESSAGES.unknownProduct);
    onAdd(chosen, v.quantity.trim());
    setChosen(null);
    reset(NO_PRODUCT);
    onSearch('');
  });
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        size="md"
        label="Product"
        placeholder="Search products"
        searchable
        clearable
        data={options.map((p) => ({ value: String(p.id), label: p.product_name }))}
        searchValue={search}
        onSearchChange={onSearch}
        filter={({ options }) => options}
        nothingFoundMessage={searching ? 'Searching…' : 'No products found'}
        style={{ flex: '1 1 14rem' }}
        {...inputProps('product_id')}
        value={chosen ? String(chosen.id) : null}
        onChange={(v) => {
          setChosen(options.find((p) => String(p.id) === v) ?? null);
          form.setFieldValue('product_id', v ?? '');
        }}
      />
      <TextInput
        label="Quantity"
        inputMode="decimal"
        style={{ flex: '0 1 7rem' }}
        {...inputProps('quantity')}
      />
      <Button variant="light" onClick={() => add()} leftSection={<IconPlus size={14} aria-hidden />}>
        Add product
      </Button>
    </Group>
  );
}

const NO_ROLE = { role_id: '', work_hour: '' };

/** A role as the picker lists it: with what an hour is charged at, or that it has no rate. */
export const roleLabel = (r: EstimateRolePick): string =>
  r.priced ? `${r.name} · ${formatRupees(r.average_charge)}/h` : `${r.name} · no charge rate`;

export function AddLabourRow({
  roles,
  onAdd,
  resetKey,
}: {
  roles: EstimateRolePick[];
  onAdd: (role: EstimateRolePick, hours: string) => void;
  resetKey: unknown;
}) {
  const { form, onSubmit, inputProps, reset } = useZodForm({
    initialValues: NO_ROLE,
    schema: ZAddLabourLine,
    resetKey,
  });
  const add = onSubmit((v) => {
    const role = roles.find((r) => String(r.id) === v.role_id);
    if (!role) return form.setFieldError('role_id', ESTIMATE_MESSAGES.unknownRole);
    // issue 41 item 2: a role nobody set a rate for is named as such, never added at ₹0.00
    if (!role.priced) return form.setFieldError('role_id', ESTIMATE_MESSAGES.unpricedRole(role.name));
    onAdd(role, v.work_hour.trim());
    reset(NO_ROLE);
  });
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        size="md"
        label="Role"
        placeholder="Pick a role"
        searchable
        clearable
        data={roles.map((r) => ({ value: String(r.id), label: roleLabel(r) }))}
        style={{ flex: '1 1 14rem' }}
        {...inputProps('role_id')}
        // an empty choice is null to the picker, so it clears its text when the row starts afresh
        value={form.getValues().role_id || null}
        onChange={(v) => form.setFieldValue('role_id', v ?? '')}
      />
      <TextInput
        label="Hours"
        inputMode="decimal"
        style={{ flex: '0 1 7rem' }}
        {...inputProps('work_hour')}
      />
      <Button variant="light" onClick={() => add()} leftSection={<IconPlus size={14} aria-hidden />}>
        Add labour
      </Button>
    </Group>
  );
}
