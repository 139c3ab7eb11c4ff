import {
  INVOICE_LIMITS,
  type TCreateInvoiceRequest,
  ZCreateInvoiceRequest,
} from '@aquadesk/shared/invoices.ts';
import { computeInvoice, formatRupees, type InvoiceLineInput } from '@aquadesk/shared/money.ts';
import { phoneDigits } from '@aquadesk/shared/validation.ts';
import {
  ActionIcon,
  Autocomplete,
  Button,
  Fieldset,
  Grid,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { FigureRow, TotalRow } from '../../../components/document.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { useCreateMutation } from '../../../lib/use-create-panel.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { createInvoice, suggestOrganizations } from '../api.ts';
import { invoiceKeys } from '../quick-pay-api.ts';

interface LineValues {
  discription: string;
  quntaty: string;
  rate: string;
  cgst: string;
  sgst: string;
  igst: string;
}

type Values = {
  organization: string;
  phone_number: string;
  products: LineValues[];
};

// Our choice (the spec names no default): a new line starts at quantity 1 with CGST 9 % + SGST 9 %, the
// 18 % GST of an intra-state supply (spec 001 §9); IGST replaces both for a supply to another state.
const NEW_LINE: LineValues = { discription: '', quntaty: '1', rate: '', cgst: '9', sgst: '9', igst: '0' };
const EMPTY: Values = { organization: '', phone_number: '', products: [NEW_LINE] };

const DECIMAL = /^\d+(\.\d+)?$/;

/** A line the money code can read (blank percents are 0, as the server reads them), else null. */
function moneyLine(l: LineValues): InvoiceLineInput | null {
  const num = (v: string, blankIsZero: boolean) => {
    const t = v.trim();
    if (t === '' && blankIsZero) return '0';
    return DECIMAL.test(t) ? t : null;
  };
  const rate = num(l.rate, false);
  const quantity = num(l.quntaty, false);
  const cgst = num(l.cgst, true);
  const sgst = num(l.sgst, true);
  const igst = num(l.igst, true);
  if (rate === null || quantity === null || cgst === null || sgst === null || igst === null) return null;
  return { rate, quantity, cgst, sgst, igst };
}

/**
 * The live figures of the lines typed so far, by the same money code the server stores them with
 * (packages/shared money.ts computeInvoice): each readable line's amount, and the totals.
 */
function preview(lines: LineValues[]) {
  const readable = lines.map(moneyLine);
  const valid = readable.filter((l): l is InvoiceLineInput => l !== null);
  const result = computeInvoice(valid);
  let next = 0;
  const amounts = readable.map((l) => (l ? (result.lines[next++]?.amount ?? null) : null));
  return {
    amounts,
    totals: result.totals,
    words: result.total_in_words,
    complete: valid.length === lines.length,
  };
}

/**
 * Create invoice (spec 001 §2, §5, §7): organisation (suggested from the clients, any text allowed), phone
 * and product lines with CGST, SGST and IGST, a live total, every error at its field. The server computes
 * and stores the figures itself; `onCreated` receives the new invoice's id.
 */
export function InvoiceForm({ openKey, onCreated }: { openKey: number; onCreated: (id: number) => void }) {
  const { form, message, fail, onSubmit, inputProps } = useZodForm<Values>({
    initialValues: EMPTY,
    schema: ZCreateInvoiceRequest,
    resetKey: openKey,
    highlight: true,
  });
  const values = form.getValues();

  const [orgSearch] = useDebouncedValue(values.organization, 250);
  const orgs = useQuery({
    queryKey: invoiceKeys.organizations(orgSearch),
    queryFn: ({ signal }) => suggestOrganizations(orgSearch, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  // no live event announces a new invoice: the lists load it again; the created panel shows its link
  const qc = useQueryClient();
  const save = useCreateMutation({
    create: async (body: TCreateInvoiceRequest) => {
      const created = await createInvoice(body);
      qc.setQueryData(invoiceKeys.payLink(created.id), created.pay_link);
      return created.id;
    },
    lists: invoiceKeys.lists,
    onCreated,
    onError: fail,
  });

  const submit = onSubmit((v) =>
    save.mutate({
      organization: v.organization.trim(),
      phone_number: v.phone_number.trim(),
      products: v.products.map((l) => ({
        discription: l.discription.trim(),
        quntaty: l.quntaty.trim(),
        rate: l.rate.trim(),
        cgst: l.cgst.trim(),
        sgst: l.sgst.trim(),
        igst: l.igst.trim(),
      })),
    }),
  );

  const figures = preview(values.products);
  const linesError = typeof form.errors.products === 'string' ? form.errors.products : null;
  const lineField = (i: number, key: keyof LineValues) => inputProps(`products.${i}.${key}` as 'products');

  return (
    <form onSubmit={submit} noValidate aria-label="Create invoice">
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
        <TextInput
          label="Phone number"
          withAsterisk
          inputMode="tel"
          autoComplete="tel"
          {...inputProps('phone_number')}
          onChange={(e) => form.setFieldValue('phone_number', phoneDigits(e.currentTarget.value))}
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
            amount={figures.amounts[i] ?? null}
            field={(key) => lineField(i, key)}
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

        <Paper withBorder p="sm" radius="md" bg="gray.0" aria-label="Invoice total" component="section">
          <Table verticalSpacing={2} fz="sm">
            <Table.Tbody>
              {(
                [
                  ['Taxable value', figures.totals.subtotal],
                  ['CGST', figures.totals.cgst],
                  ['SGST', figures.totals.sgst],
                  ['IGST', figures.totals.igst],
                ] as const
              ).map(([label, value]) => (
                <FigureRow key={label} label={label} value={formatRupees(value)} />
              ))}
              <TotalRow total={figures.totals.total} weight={750} valueTestId="form-total" />
            </Table.Tbody>
          </Table>
          <Text size="xs" fs="italic" mt={4} data-testid="form-total-in-words">
            {figures.words}
          </Text>
          {!figures.complete && (
            <Text size="xs" c="dimmed" mt={4}>
              Lines with a missing or unreadable number are not counted yet.
            </Text>
          )}
        </Paper>
        <Button type="submit" loading={save.isPending} mt="xs">
          Create Invoice
        </Button>
      </Stack>
    </form>
  );
}

function LineFields({
  index,
  amount,
  field,
  onRemove,
}: {
  index: number;
  amount: string | null;
  field: (key: keyof LineValues) => GetInputPropsReturnType;
  onRemove: (() => void) | null;
}) {
  const n = index + 1;
  return (
    <Fieldset legend={`Line ${n}`} p="sm" pt={4} radius="md" data-testid={`line-${n}`}>
      <Stack gap="xs">
        <Textarea
          size="sm"
          label="Description"
          withAsterisk
          autosize
          minRows={1}
          maxRows={4}
          {...field('discription')}
        />
        {/* quantity and rate side by side, then the three taxes; one row of five on a wider screen */}
        <Grid columns={30} gap="xs">
          <Grid.Col span={{ base: 15, xs: 6 }}>
            <TextInput size="sm" label="Quantity" withAsterisk inputMode="decimal" {...field('quntaty')} />
          </Grid.Col>
          <Grid.Col span={{ base: 15, xs: 6 }}>
            <TextInput size="sm" label="Rate (₹)" withAsterisk inputMode="decimal" {...field('rate')} />
          </Grid.Col>
          <Grid.Col span={{ base: 10, xs: 6 }}>
            <TextInput size="sm" label="CGST %" inputMode="decimal" {...field('cgst')} />
          </Grid.Col>
          <Grid.Col span={{ base: 10, xs: 6 }}>
            <TextInput size="sm" label="SGST %" inputMode="decimal" {...field('sgst')} />
          </Grid.Col>
          <Grid.Col span={{ base: 10, xs: 6 }}>
            <TextInput size="sm" label="IGST %" inputMode="decimal" {...field('igst')} />
          </Grid.Col>
        </Grid>
        <Group justify="space-between" align="center">
          <Text size="sm" data-testid={`line-${n}-amount`}>
            Amount{' '}
            <Text span fw={650} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {amount === null ? '—' : formatRupees(amount)}
            </Text>
          </Text>
          {onRemove && (
            <ActionIcon variant="subtle" color="red" aria-label={`Remove line ${n}`} onClick={onRemove}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}
