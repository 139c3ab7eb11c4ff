import { computeEstimate, type EstimateResult, formatRupees } from '@aquadesk/shared/money.ts';
import type { ProfitData } from '@aquadesk/shared/profit.ts';
import { Paper, Stack, Text } from '@mantine/core';
import { TotalsTable } from './totals-table.tsx';

interface Props {
  profit: ProfitData;
  products: readonly { price: string; quantity: string }[];
  labour: readonly { rate: string; work_hour: string }[];
  travelDistance: string;
  discount?: string;
  administrativeExpense?: string;
}

const DECIMAL = /^\d+(\.\d+)?$/;
/** A figure still being typed counts as nothing (or the default) in the preview. */
const given = (v: string | undefined) => (v !== undefined && DECIMAL.test(v.trim()) ? v.trim() : undefined);

/** Every figure of the estimate being written, by the same code the server stores with (money.ts). */
export function previewEstimate(p: Props): EstimateResult {
  return computeEstimate({
    profit: p.profit,
    products: p.products.map((l) => ({ price: l.price, quantity: l.quantity })),
    labour: p.labour.map((l) => ({ rate: l.rate, hours: l.work_hour })),
    travel: { distanceKm: given(p.travelDistance) ?? '0' },
    administrativeExpensePercent: given(p.administrativeExpense),
    discountPercent: given(p.discount),
  });
}

export function EstimatePreview(props: Props) {
  const { totals } = previewEstimate(props);
  return (
    <Paper
      withBorder
      p="sm"
      bg="var(--mantine-color-gray-0)"
      aria-label="Estimate preview"
      component="section"
    >
      <Stack gap={4}>
        <Text fw={650} size="sm">
          Preview
        </Text>
        <TotalsTable
          totals={totals}
          gstLabel="GST 18 %"
          expenseLabel={`Administrative expense (${given(props.administrativeExpense) ?? props.profit.administrative_expense} %)`}
          discountLabel={`Discount (${given(props.discount) ?? '0'} %)`}
        />
        <Text size="xs" c="dimmed">
          Travel: {given(props.travelDistance) ?? '0'} km × {formatRupees(props.profit.travel_charge)} per km
          × 2 × {props.labour.length} labour {props.labour.length === 1 ? 'line' : 'lines'}.
        </Text>
      </Stack>
    </Paper>
  );
}
