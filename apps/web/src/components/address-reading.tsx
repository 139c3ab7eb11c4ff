import { addressReading } from '@aquadesk/shared/e-invoice.ts';
import { Text } from '@mantine/core';

interface Props {
  address: string;
  stateCode: string | null;
}

/**
 * Under an address field: the town and PIN code an e-invoice will read from it, or what it lacks
 * (docs/requirements/003-e-invoice.md §4). A hint, not an error: the address is saved as typed, and the
 * check before sending (§8) is what refuses.
 */
export function AddressReading({ address, stateCode }: Props) {
  if (address.trim() === '') return null;
  const reading = addressReading(address, stateCode);
  return (
    <Text
      span
      inherit
      display="block"
      c={reading.problem ? 'orange' : undefined}
      data-problem={reading.problem}
    >
      {reading.text}
    </Text>
  );
}
