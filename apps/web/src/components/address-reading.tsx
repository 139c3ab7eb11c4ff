import { addressReading, type EInvoiceFieldReading } from '@aquadesk/shared/e-invoice.ts';
import { Text } from '@mantine/core';

interface Props {
  address: string;
  stateCode: string | null;
  /** The company's own address (SellerDtls: a town of at most 50 characters), or a client's. */
  party?: 'seller' | 'buyer';
}

/**
 * Under an address field: the town and PIN code an e-invoice will read from it, or what it lacks
 * (docs/requirements/003-e-invoice.md §4). A hint, not an error: the address is saved as typed, and the
 * check before sending (§8) is what refuses.
 */
export function AddressReading({ address, stateCode, party = 'buyer' }: Props) {
  if (address.trim() === '') return null;
  return <EInvoiceReading reading={addressReading(address, stateCode, party)} />;
}

/** Under a field: what an e-invoice does with its value (sends it changed, or leaves it out); orange when it cannot be sent. */
export function EInvoiceReading({ reading }: { reading: EInvoiceFieldReading | undefined }) {
  if (!reading) return null;
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
