import type { EstimateSetterCard } from '@aquadesk/shared/estimates.ts';
import { Stack, Text } from '@mantine/core';
import { InternalFigures } from '../../../components/internal-figures.tsx';
import { JobCardLines } from './job-card-lines.tsx';
import { TotalsTable } from './totals-table.tsx';

/**
 * The job card's internal figures (issue 41 item 7), for those who set margins (the server sends them to no
 * one else): each line at its frozen price or rate per hour, and the totals with the labour, products,
 * travel and administrative expense apart and the margins applied. Marked internal, never printed.
 */
export function JobCardInternal({ data }: { data: EstimateSetterCard }) {
  const { work_estimate: e, products, labour, totals } = data;
  return (
    <InternalFigures label="Internal figures: cost and margins">
      <Stack gap="md">
        <JobCardLines products={products} labour={labour} />
        <Stack gap={4} className="document-totals job-card-totals">
          <TotalsTable
            totals={totals}
            expenseLabel={`Administrative expense (${e.administrative_expense} %)`}
            discountLabel={`Discount (${e.discount} %)`}
            gstLabel="GST 18 %"
          />
          <Text size="xs" c="dimmed">
            Travel: {e.travel_distance} km. Product profit {e.product_profit} %
            {products.length === 0 ? `, company profit ${e.company_profit} % on labour` : ''} included in the
            client’s prices.
          </Text>
        </Stack>
      </Stack>
    </InternalFigures>
  );
}
