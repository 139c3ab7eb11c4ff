import { GST_UNIT_CODES, GST_UNITS } from '@aquadesk/shared/gst.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import type { ProductPick } from '@aquadesk/shared/products.ts';
import type { TaxLineFigures } from '@aquadesk/shared/tax-invoice.ts';
import { ActionIcon, Fieldset, Grid, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { MoneyInput } from '../../../components/money-input.tsx';
import type { LineValues } from '../invoice-form-model.ts';
import { ProductPicker } from './invoice-product-picker.tsx';

const UNIT_OPTIONS = GST_UNIT_CODES.map((code) => ({ value: code, label: `${code} (${GST_UNITS[code]})` }));

const NUM = { fontVariantNumeric: 'tabular-nums' } as const;

interface LineFieldsProps {
  index: number;
  /** The line's previewed figures, null while a number is missing or unreadable. */
  figures: TaxLineFigures | null;
  split: 'intra' | 'inter';
  stateTax: 'SGST' | 'UTGST';
  field: (key: keyof LineValues) => GetInputPropsReturnType;
  onRemove: (() => void) | null;
  /** The GST rates the company's profile allows (invoice-form-model gstRateOptions). */
  rateOptions: { value: string; label: string }[];
  /** Fills the line from a product (an invoice's line; a note's lines are its invoice's). */
  onPick?: (product: ProductPick) => void;
}

/**
 * One product line (docs/requirements/002-gst.md §3): description, HSN/SAC, quantity and unit, rate,
 * discount and the GST rate from the list, with its figures split by the place of supply (§4).
 */
export function LineFields({
  index,
  figures,
  split,
  stateTax,
  field,
  onRemove,
  rateOptions,
  onPick,
}: LineFieldsProps) {
  const n = index + 1;
  return (
    <Fieldset legend={`Line ${n}`} p="sm" pt={4} radius="md" data-testid={`line-${n}`}>
      <Stack gap="xs">
        {onPick && <ProductPicker line={n} onPick={onPick} />}
        <Textarea
          size="sm"
          label="Description"
          withAsterisk
          autosize
          minRows={1}
          maxRows={4}
          {...field('description')}
        />
        <Grid columns={12} gap="xs">
          <Grid.Col span={{ base: 6, xs: 4 }}>
            <TextInput
              size="sm"
              label="HSN/SAC"
              placeholder="998334"
              inputMode="numeric"
              maxLength={8}
              {...field('hsn')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, xs: 4 }}>
            <TextInput size="sm" label="Quantity" withAsterisk inputMode="decimal" {...field('quantity')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, xs: 4 }}>
            <Select
              size="sm"
              label="Unit"
              data={UNIT_OPTIONS}
              searchable
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...field('unit')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, xs: 4 }}>
            <MoneyInput size="sm" label="Rate (₹)" withAsterisk {...field('rate')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, xs: 4 }}>
            <MoneyInput size="sm" label="Discount (₹)" placeholder="0" {...field('discount')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, xs: 4 }}>
            <Select
              size="sm"
              label="GST rate"
              withAsterisk
              data={rateOptions}
              allowDeselect={false}
              {...field('gst_rate')}
            />
          </Grid.Col>
        </Grid>
        <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" data-testid={`line-${n}-tax`} style={NUM}>
            {figures === null
              ? 'Taxable value —'
              : `Taxable ${formatRupees(figures.taxable)} · ${
                  split === 'intra'
                    ? `CGST ${formatRupees(figures.cgst)} + ${stateTax} ${formatRupees(figures.sgst)}`
                    : `IGST ${formatRupees(figures.igst)}`
                }`}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" data-testid={`line-${n}-amount`} style={{ whiteSpace: 'nowrap' }}>
              Amount{' '}
              <Text span fw={650} style={NUM}>
                {figures === null ? '—' : formatRupees(figures.total)}
              </Text>
            </Text>
            {onRemove && (
              <ActionIcon variant="subtle" color="red" aria-label={`Remove line ${n}`} onClick={onRemove}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Group>
      </Stack>
    </Fieldset>
  );
}
