import { SimpleGrid, TextInput } from '@mantine/core';
import type { ZodForm } from '../../../lib/use-zod-form.ts';
import type { Values } from './new-estimate-values.ts';

/**
 * Travel distance, and for a director the discount and administrative expense (spec 001 §5, §6: others
 * never send them; the server then takes the profit setting and no discount).
 */
export function EstimateFigureFields({
  director,
  inputProps,
}: {
  director: boolean;
  inputProps: ZodForm<Values>['inputProps'];
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: director ? 3 : 1 }} spacing="sm">
      <TextInput
        label="Travel distance (km)"
        inputMode="decimal"
        required
        {...inputProps('travel_distance')}
      />
      {director && (
        <>
          <TextInput label="Discount (%)" inputMode="decimal" required {...inputProps('discount')} />
          <TextInput
            label="Administrative expense (%)"
            inputMode="decimal"
            required
            {...inputProps('administrative_expense')}
          />
        </>
      )}
    </SimpleGrid>
  );
}
