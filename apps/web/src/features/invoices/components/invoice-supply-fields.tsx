import type { InvoiceOrganizationPick } from '@aquadesk/shared/invoices.ts';
import { Select, SimpleGrid, Switch, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { AddressReading } from '../../../components/address-reading.tsx';
import { STATE_OPTIONS } from '../invoice-form-model.ts';

interface SupplyFieldsProps {
  field: (key: 'place_of_supply' | 'billing_address' | 'delivery_address') => GetInputPropsReturnType;
  reverseCharge: GetInputPropsReturnType;
  /** The client account of the organisation typed, when it is one. */
  client: InvoiceOrganizationPick | undefined;
  /**
   * CGST rule 46(1)(e) applies as the form stands: no GSTIN known for the client and a taxable value of
   * ₹50,000 or more, so the addresses and the state are asked for (the server refuses to issue without them).
   */
  particularsNeeded: boolean;
}

const RULE_46E = 'Needed from ₹50,000 for a client without a GSTIN (CGST rule 46(1)(e))';

/**
 * The invoice's own particulars (docs/requirements/002-gst.md §4-§5): the place of supply (empty: the
 * client's state), the billing address (empty: the client record's), the delivery address (empty: the
 * billing address) and reverse charge (rule 46(p)).
 */
export function SupplyFields({ field, reverseCharge, client, particularsNeeded }: SupplyFieldsProps) {
  // the form keeps '' for "the client's state"; the select shows that as no choice (and no clear button)
  const place = field('place_of_supply');
  const address = field('billing_address');
  const typed = typeof address.value === 'string' ? address.value.trim() : '';
  const onRecord = (client?.billing_address ?? '').trim();
  const stateOnRecord = Boolean(client?.state_code);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <Select
          label="Place of supply"
          placeholder="The client's state"
          description={
            particularsNeeded && !stateOnRecord
              ? `The state of delivery: ${RULE_46E}`
              : "Empty: the client's state"
          }
          withAsterisk={particularsNeeded && !stateOnRecord}
          data={STATE_OPTIONS}
          searchable
          clearable
          nothingFoundMessage="No state or union territory"
          {...place}
          value={place.value || null}
          onChange={(code: string | null) => place.onChange(code ?? '')}
        />
        <Switch
          label="Reverse charge"
          description="Tax payable by the recipient"
          mt={{ base: 0, xs: 30 }}
          {...reverseCharge}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <Textarea
          label="Billing address"
          withAsterisk={particularsNeeded && !onRecord}
          description={
            <>
              {particularsNeeded && !onRecord ? RULE_46E : "Empty: the address on the client's record"}
              {/* a B2B client's invoice is e-invoiced: what it will read from the address billed */}
              {client?.gstin && <AddressReading address={typed || onRecord} stateCode={client.state_code} />}
            </>
          }
          autosize
          minRows={2}
          maxRows={5}
          maxLength={300}
          {...address}
        />
        <Textarea
          label="Delivery address"
          description="Where the supply is delivered. Empty: the billing address"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={300}
          {...field('delivery_address')}
        />
      </SimpleGrid>
    </>
  );
}
