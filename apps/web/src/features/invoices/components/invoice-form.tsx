import { INVOICE_LIMITS, UNREGISTERED_PARTICULARS_FROM, ZInvoiceForm } from '@aquadesk/shared/invoices.ts';
import { compareAmounts } from '@aquadesk/shared/money.ts';
import type { ProductPick } from '@aquadesk/shared/products.ts';
import { phoneDigits } from '@aquadesk/shared/validation.ts';
import { Autocomplete, Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { invoiceKeys } from '../../../lib/invoice-keys.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useCompanyProfile } from '../../company/api.ts';
import { createInvoice, saveDraft, suggestOrganizations, updateDraft } from '../api.ts';
import {
  EMPTY_INVOICE,
  gstRateOptions,
  type InvoiceFormValues,
  type LineValues,
  lineOfProduct,
  NEW_LINE,
  previewOf,
  requestOf,
} from '../invoice-form-model.ts';
import { InvoiceFormPreview } from './invoice-form-preview.tsx';
import { LineFields } from './invoice-line-fields.tsx';
import { RoundOffField } from './invoice-round-off-field.tsx';
import { SupplyFields } from './invoice-supply-fields.tsx';

/** What the form saved: a draft (no number yet) or an invoice issued at once. */
export interface SavedInvoice {
  id: number;
  issued: boolean;
}

type Intent = 'draft' | 'issue';

interface InvoiceFormProps {
  /** The form starts afresh whenever this changes (each opening). */
  openKey: number;
  /** Editing a draft: its id and saved values (PUT); else a new invoice (POST). */
  draft?: { id: number; values: InvoiceFormValues };
  onSaved: (saved: SavedInvoice) => void;
  /** Issuing the draft was refused at its fields (rule 46(1)(e)): the form opens with them marked. */
  issueError?: unknown;
}

const TAX_FIELDS = ['igst', 'cgst', 'sgst'] as const;

/**
 * Create or edit an invoice (spec 001 §2, §5, §7; docs/requirements/002-gst.md §3-§5): organisation
 * (suggested from the clients, any text allowed), phone, place of supply, billing address, reverse charge
 * and product lines with HSN/SAC, unit, discount and a GST rate from the list, a live preview, every error
 * at its field. Save draft keeps it unnumbered (POST or PUT /invoices); Issue invoice numbers it at once
 * (POST /invoice_generater).
 */
export function InvoiceForm({ openKey, draft, onSaved, issueError }: InvoiceFormProps) {
  const { form, message, fail, onSubmit, inputProps } = useZodForm<InvoiceFormValues>({
    initialValues: draft?.values ?? EMPTY_INVOICE,
    schema: ZInvoiceForm,
    resetKey: openKey,
    highlight: true,
  });
  const values = form.getValues();
  const intent = useRef<Intent>('issue');
  // after the form's reset for this opening (its effect runs first): the fields the issue was refused at
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, with that opening's refusal
  useEffect(() => {
    if (issueError) fail(issueError);
  }, [openKey]);

  const [orgSearch] = useDebouncedValue(values.organization, 250);
  const orgs = useQuery({
    queryKey: invoiceKeys.organizations(orgSearch),
    queryFn: ({ signal }) => suggestOrganizations(orgSearch, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const typedOrganization = values.organization.trim().toLowerCase();
  const knownClient = orgs.data?.find((o) => o.organization.toLowerCase() === typedOrganization);

  // no live event announces a new invoice: the lists load again; the created panel shows its link
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: async ({ body, as }: { body: ReturnType<typeof requestOf>; as: Intent }) => {
      if (draft) return { id: (await updateDraft(draft.id, body)).id, issued: false };
      if (as === 'draft') return { id: (await saveDraft(body)).id, issued: false };
      const created = await createInvoice(body);
      qc.setQueryData(invoiceKeys.payLink(created.id), created.pay_link);
      return { id: created.id, issued: true };
    },
    onSuccess: (saved: SavedInvoice) => {
      void qc.invalidateQueries({ queryKey: invoiceKeys.lists });
      void qc.invalidateQueries({ queryKey: invoiceKeys.detail(saved.id) });
      onSaved(saved);
    },
    onError: fail,
  });

  const submit = onSubmit((v) => save.mutate({ body: requestOf(v), as: intent.current }));

  // the company's own state splits the preview's tax, and its list of rates is what a line may carry
  const company = useCompanyProfile();
  const supplierState = company.data?.state_code;
  const preview = previewOf(values, supplierState ?? '');
  const rateOptions = gstRateOptions(company.data?.gst_rates ?? []);
  // rule 46(1)(e) as the form stands: no GSTIN known and a taxable value of ₹50,000 or more
  const particularsNeeded =
    !knownClient?.gstin && compareAmounts(preview.figures.totals.taxable, UNREGISTERED_PARTICULARS_FROM) >= 0;
  const pickProduct = (i: number, product: ProductPick) => {
    const line = lineOfProduct(form.getValues().products[i]!, product, company.data?.gst_rates ?? []);
    form.setFieldValue(`products.${i}`, line);
  };
  const linesError = typeof form.errors.products === 'string' ? form.errors.products : null;
  const lineField = (i: number, key: keyof LineValues) => {
    const props = inputProps(`products.${i}.${key}` as 'products');
    if (key !== 'gst_rate' || props.error) return props;
    // a split the server refuses (docs/api.md "Tax invoices") is named at the rate it came from
    const split = TAX_FIELDS.map((k) => form.errors[`products.${i}.${k}`]).find(Boolean);
    return split ? { ...props, error: split } : props;
  };

  return (
    <form onSubmit={submit} noValidate aria-label={draft ? 'Edit draft invoice' : 'Create invoice'}>
      <Stack gap="sm">
        <FormError message={message} />
        <Autocomplete
          size="md"
          label="Organisation"
          placeholder="Client organisation, or type a new one"
          withAsterisk
          data={[...new Set((orgs.data ?? []).map((o) => o.organization))]}
          filter={({ options }) => options}
          maxLength={200}
          {...inputProps('organization')}
          onOptionSubmit={(organization) => {
            // a known client: its phone number, unless one is typed already
            const client = orgs.data?.find((o) => o.organization === organization);
            if (client && !form.getValues().phone_number)
              form.setFieldValue('phone_number', phoneDigits(client.phone_number));
          }}
        />
        <PhoneInput
          label="Phone number"
          autoComplete="tel"
          {...inputProps('phone_number')}
          onDigits={(d) => form.setFieldValue('phone_number', d)}
        />
        <SupplyFields
          client={knownClient}
          particularsNeeded={particularsNeeded}
          field={(key) => inputProps(key)}
          reverseCharge={form.getInputProps('reverse_charge', { type: 'checkbox' })}
        />

        <Group justify="space-between" mt="xs">
          <Text fw={600}>Product lines</Text>
          <Text size="xs" c="dimmed">
            Up to {INVOICE_LIMITS.lines}
          </Text>
        </Group>
        {values.products.map((_, i) => (
          <LineFields
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional inputs (products.0, products.1 …)
            key={i}
            index={i}
            figures={preview.lines[i] ?? null}
            split={preview.split}
            stateTax={preview.stateTax}
            field={(key) => lineField(i, key)}
            rateOptions={rateOptions}
            onPick={(product) => pickProduct(i, product)}
            onRemove={values.products.length > 1 ? () => form.removeListItem('products', i) : null}
          />
        ))}
        {linesError && (
          <Text size="sm" c="red" role="alert">
            {linesError}
          </Text>
        )}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            form.insertListItem('products', { ...NEW_LINE });
            form.clearFieldError('products');
          }}
          disabled={values.products.length >= INVOICE_LIMITS.lines}
          style={{ alignSelf: 'flex-start' }}
        >
          Add line
        </Button>

        <RoundOffField
          field={inputProps('round_off')}
          description="Under a rupee either way, not taxed: -0.49 takes 49 paise off the total, as a job card rounds down"
        />
        {supplierState && company.data && (
          <InvoiceFormPreview preview={preview} supplierState={company.data.state_code} />
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button
            type="submit"
            variant={draft ? 'filled' : 'default'}
            loading={save.isPending && (draft !== undefined || save.variables?.as === 'draft')}
            disabled={save.isPending}
            onClick={() => {
              intent.current = 'draft';
            }}
          >
            Save draft
          </Button>
          {!draft && (
            <Button
              type="submit"
              loading={save.isPending && save.variables?.as === 'issue'}
              disabled={save.isPending}
              onClick={() => {
                intent.current = 'issue';
              }}
            >
              Issue invoice
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
