import type { ClientPick } from '@aquadesk/shared/clients.ts';
import { formatRupees, proposalTotal } from '@aquadesk/shared/money.ts';
import type { ProfitData } from '@aquadesk/shared/profit.ts';
import { PROPOSAL_LIMITS, type ProposalProductPick, ZProposalForm } from '@aquadesk/shared/proposals.ts';
import type { SiteRow } from '@aquadesk/shared/sites.ts';
import { phoneDigits } from '@aquadesk/shared/validation.ts';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { FIELD_HIGHLIGHT_MS } from '../../../lib/field-highlight.ts';
import { useCreateMutation } from '../../../lib/use-create-panel.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useDistricts } from '../../sites/hooks/use-sites.ts';
import { createProposal, proposalKeys } from '../api.ts';
import { ClientSitePickers } from './client-site-pickers.tsx';

type Values = {
  productId: string;
  heading: string;
  client_name: string;
  organization: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
  email: string;
  phone: string;
};

const EMPTY: Values = {
  productId: '',
  heading: '',
  client_name: '',
  organization: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  district: '',
  state: 'Kerala',
  pincode: '',
  email: '',
  phone: '',
};

const TEXT_FIELDS: { name: Exclude<keyof Values, 'productId' | 'district'>; label: string; type?: string }[] =
  [
    { name: 'client_name', label: 'Client name' },
    { name: 'organization', label: 'Organisation' },
    { name: 'address_line_1', label: 'Address line 1' },
    { name: 'address_line_2', label: 'Address line 2' },
    { name: 'city', label: 'City' },
  ];

/** What a picked client fills (docs/api.md "Proposals": the fields stay editable). */
function clientFields(c: ClientPick): Partial<Values> {
  return {
    client_name: c.name,
    organization: c.organization ?? '',
    email: c.email,
    phone: phoneDigits(c.phone_number),
  };
}

/** What a picked site fills: its address. */
function siteFields(s: SiteRow): Partial<Values> {
  return {
    address_line_1: s.address_line1,
    address_line_2: s.address_line2,
    city: s.city,
    district: s.district,
    state: s.state,
    pincode: s.pincode.replace(/\D/g, '').slice(0, PROPOSAL_LIMITS.pincodeDigits),
  };
}

/**
 * Generate proposal (spec 001 §5, §7): a PROPOSAL product, the heading and the client's details, every field
 * required; a picked client and site fill the details. Errors show at their field and clear after 3 s (spec
 * 001 §5, §9). The total shown is a preview by the same money code the server freezes it with; `onCreated`
 * receives the new proposal's id.
 */
export function ProposalForm({
  openKey,
  products,
  profit,
  onCreated,
}: {
  openKey: number;
  products: readonly ProposalProductPick[];
  profit: ProfitData | undefined;
  onCreated: (id: number) => void;
}) {
  const { form, message, fail, onSubmit, inputProps } = useZodForm<Values>({
    initialValues: EMPTY,
    schema: ZProposalForm,
    resetKey: openKey,
    highlight: true,
    fallbackMessage: 'The proposal could not be generated. Please try again.',
  });

  const [client, setClient] = useState<ClientPick | null>(null);
  const [site, setSite] = useState<SiteRow | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the picks are dropped when the form opens again
  useEffect(() => {
    setClient(null);
    setSite(null);
  }, [openKey]);
  const pickClient = (picked: ClientPick | null) => {
    setClient(picked);
    setSite(null);
    if (picked) form.setValues(clientFields(picked));
  };
  const pickSite = (picked: SiteRow | null) => {
    setSite(picked);
    if (picked) form.setValues(siteFields(picked));
  };

  // spec 001 §5: the errors clear after 3 s (the red border goes with them)
  const hasErrors = Object.keys(form.errors).length > 0;
  const clearErrors = form.clearErrors;
  useEffect(() => {
    if (!hasErrors) return;
    const timer = setTimeout(clearErrors, FIELD_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [hasErrors, clearErrors]);

  // spec 001 §8: the districts' failure flashes (in the hook, for every district picker)
  const districts = useDistricts();

  // the live event adds the row too; loading the lists again covers a socket that is not connected
  const save = useCreateMutation({
    create: createProposal,
    lists: proposalKeys.lists,
    onCreated,
    onError: fail,
  });

  const values = form.getValues();
  const product = products.find((p) => String(p.id) === values.productId);
  const total =
    product && profit
      ? proposalTotal(product.price, profit.product_profit, profit.administrative_expense)
      : null;

  const submit = onSubmit((v) => {
    const picked = products.find((p) => String(p.id) === v.productId);
    save.mutate({
      ...v,
      productId: Number(v.productId),
      product: picked?.product_name ?? '',
    });
  });

  const text = (name: Exclude<keyof Values, 'productId' | 'district'>, label: string) => (
    <TextInput key={name} label={label} withAsterisk maxLength={PROPOSAL_LIMITS.text} {...inputProps(name)} />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Generate proposal">
      <Stack gap="sm">
        <FormError message={message} />
        <Select
          size="md"
          label="Product"
          placeholder={products.length ? 'Select a proposal product' : 'No proposal products yet'}
          withAsterisk
          searchable
          data={products.map((p) => ({ value: String(p.id), label: p.product_name }))}
          nothingFoundMessage="No such product"
          {...inputProps('productId')}
        />
        {text('heading', 'Heading')}
        <ClientSitePickers client={client} site={site} onClient={pickClient} onSite={pickSite} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {TEXT_FIELDS.map((f) => text(f.name, f.label))}
          <Select
            size="md"
            label="District"
            placeholder={districts.isPending ? 'Loading…' : 'Select a district'}
            withAsterisk
            searchable
            data={(districts.data ?? []).map((d) => d.name)}
            nothingFoundMessage="No such district"
            {...inputProps('district')}
          />
          {text('state', 'State')}
          <TextInput
            label="Pincode"
            withAsterisk
            inputMode="numeric"
            {...inputProps('pincode')}
            onChange={(e) =>
              form.setFieldValue(
                'pincode',
                e.currentTarget.value.replace(/\D/g, '').slice(0, PROPOSAL_LIMITS.pincodeDigits),
              )
            }
          />
          <TextInput label="E-mail" type="email" withAsterisk maxLength={254} {...inputProps('email')} />
          <PhoneInput {...inputProps('phone')} onDigits={(d) => form.setFieldValue('phone', d)} />
        </SimpleGrid>
        {product && (
          <Paper withBorder p="sm" bg="gray.0" aria-label="Total preview">
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                Price {formatRupees(product.price)}
                {profit &&
                  ` + ${profit.product_profit} % profit + ${profit.administrative_expense} % expense`}
              </Text>
              {total && (
                <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatRupees(total.total)}
                </Text>
              )}
            </Group>
          </Paper>
        )}
        <Button type="submit" loading={save.isPending} mt="xs">
          Generate proposal
        </Button>
      </Stack>
    </form>
  );
}
