import {
  ESTIMATE_LIMITS,
  ESTIMATE_MESSAGES,
  type EstimateProductPick,
  type EstimateRolePick,
  type EstimateSitePick,
  isEstimateDirector,
  mayPickLabourRole,
  ZCreateEstimateRequest,
} from '@aquadesk/shared/estimates.ts';
import { compareAmounts, sumAmounts } from '@aquadesk/shared/money.ts';
import { zPercent } from '@aquadesk/shared/profit.ts';
import { sitePickLabel } from '@aquadesk/shared/sites.ts';
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DrawerForm } from '../../../components/drawer-form.tsx';
import { usePrincipal } from '../../../lib/use-can.ts';
import { useOpenOnKey } from '../../../lib/use-open-on-key.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { createEstimate, estimateKeys, fetchEstimateList } from '../api.ts';
import { EstimatePreview } from './estimate-preview.tsx';

export interface ProductLine {
  id: number;
  name: string;
  price: string;
  quantity: string;
}
export interface LabourLine {
  role_id: number;
  name: string;
  rate: string;
  work_hour: string;
}

type Values = {
  site_id: string;
  work: string[];
  products: ProductLine[];
  labour: LabourLine[];
  travel_distance: string;
  discount: string;
  administrative_expense: string;
  remarks: string;
};

const EMPTY: Values = {
  site_id: '',
  work: [''],
  products: [],
  labour: [],
  travel_distance: '',
  discount: '',
  administrative_expense: '',
  remarks: '',
};

// spec 001 §5, §6: admin and technical director must give discount and administrative expense; others
// never send them (the server then uses the profit setting and no discount).
const DIRECTOR_SCHEMA = ZCreateEstimateRequest.extend({
  discount: zPercent,
  administrative_expense: zPercent,
});
const STAFF_SCHEMA = ZCreateEstimateRequest.omit({ discount: true, administrative_expense: true });

const isNumber = (v: string) => /^-?\d+(\.\d+)?$/.test(v.trim());

/**
 * spec 001 §5: adding an entry that is already there sums its quantity (or hours); at 0 or below the
 * entry is removed. Exact decimal sums, so 0.1 + 0.2 stays 0.3.
 */
export function addLine<T>(
  lines: readonly T[],
  same: (line: T) => boolean,
  amountOf: (line: T) => string,
  withAmount: (line: T, amount: string) => T,
  fresh: T,
): T[] {
  const at = lines.findIndex(same);
  const existing = at === -1 ? undefined : lines[at];
  const base = existing ?? fresh;
  const amount = existing ? sumAmounts([amountOf(existing), amountOf(fresh)]) : amountOf(fresh);
  if (compareAmounts(amount, 0) <= 0) return lines.filter((l) => !same(l));
  const next = withAmount(base, amount);
  return existing ? lines.map((l, i) => (i === at ? next : l)) : [...lines, next];
}

/** The New estimate panel (spec 001 §2, §5): pickers, lines, the live preview; opens when openKey grows. */
export function NewEstimatePanel({ openKey }: { openKey: number }) {
  const [opened, setOpened] = useOpenOnKey(openKey);
  const principal = usePrincipal();
  const director = principal !== null && isEstimateDirector(principal);
  const navigate = useNavigate();
  const qc = useQueryClient();

  const [siteSearch, setSiteSearch] = useState('');
  const [productSearch, setProductSearch] = useState('');
  const [siteQuery] = useDebouncedValue(siteSearch, 250);
  const [productQuery] = useDebouncedValue(productSearch, 250);
  const pickers = useQuery({
    queryKey: estimateKeys.pickers(siteQuery, productQuery),
    queryFn: ({ signal }) =>
      fetchEstimateList({ limit: 1, site_search: siteQuery, product_search: productQuery }, signal),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const [chosenSite, setChosenSite] = useState<EstimateSitePick | null>(null);
  const [chosenProduct, setChosenProduct] = useState<EstimateProductPick | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [productError, setProductError] = useState<string | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [hours, setHours] = useState('');
  const [labourError, setLabourError] = useState<string | null>(null);

  const { form, message, fail, onSubmit, inputProps, reset } = useZodForm<Values>({
    initialValues: EMPTY,
    schema: director ? DIRECTOR_SCHEMA : STAFF_SCHEMA,
    resetKey: openKey,
    highlight: true,
  });
  useEffect(() => {
    if (openKey === 0) return;
    setChosenSite(null);
    setChosenProduct(null);
    setQuantity('1');
    setRoleId(null);
    setHours('');
    setProductError(null);
    setLabourError(null);
  }, [openKey]);

  const save = useMutation({
    mutationFn: createEstimate,
    onSuccess: (id) => {
      void qc.invalidateQueries({ queryKey: estimateKeys.lists() });
      notifications.show({ color: 'teal', message: ESTIMATE_MESSAGES.created });
      setOpened(false);
      reset(EMPTY);
      void navigate(`/work-estimate/${id}`);
    },
    onError: fail,
  });

  const values = form.getValues();
  const sites = pickers.data?.sites ?? [];
  const siteOptions = [
    ...(chosenSite && !sites.some((s) => s.id === chosenSite.id) ? [chosenSite] : []),
    ...sites,
  ];
  const products = pickers.data?.products ?? [];
  const productOptions = [
    ...(chosenProduct && !products.some((p) => p.id === chosenProduct.id) ? [chosenProduct] : []),
    ...products,
  ];
  const roles: EstimateRolePick[] = (pickers.data?.roles ?? []).filter(
    (r) => principal !== null && mayPickLabourRole(principal, r.name),
  );

  const addProduct = () => {
    if (!chosenProduct) return setProductError(ESTIMATE_MESSAGES.unknownProduct);
    if (!isNumber(quantity)) return setProductError(ESTIMATE_MESSAGES.number);
    setProductError(null);
    const p = chosenProduct;
    form.setFieldValue(
      'products',
      addLine<ProductLine>(
        form.getValues().products,
        (l) => l.id === p.id,
        (l) => l.quantity,
        (l, q) => ({ ...l, quantity: q }),
        { id: p.id, name: p.product_name, price: p.price, quantity: quantity.trim() },
      ),
    );
    form.clearFieldError('products');
    setChosenProduct(null);
    setProductSearch('');
    setQuantity('1');
  };

  const addLabour = () => {
    const role = roles.find((r) => String(r.id) === roleId);
    if (!role) return setLabourError(ESTIMATE_MESSAGES.unknownRole);
    if (!isNumber(hours)) return setLabourError(ESTIMATE_MESSAGES.number);
    setLabourError(null);
    form.setFieldValue(
      'labour',
      addLine<LabourLine>(
        form.getValues().labour,
        (l) => l.role_id === role.id,
        (l) => l.work_hour,
        (l, h) => ({ ...l, work_hour: h }),
        { role_id: role.id, name: role.name, rate: role.average_charge, work_hour: hours.trim() },
      ),
    );
    form.clearFieldError('labour');
    setRoleId(null);
    setHours('');
  };

  const submit = onSubmit((v) =>
    save.mutate({
      site_id: Number(v.site_id),
      work: v.work.map((w) => w.trim()),
      products: v.products.map((p) => ({ id: p.id, quantity: p.quantity })),
      labour: v.labour.map((l) => ({ role_id: l.role_id, work_hour: l.work_hour })),
      travel_distance: v.travel_distance.trim(),
      remarks: v.remarks,
      ...(director
        ? { discount: v.discount.trim(), administrative_expense: v.administrative_expense.trim() }
        : {}),
    }),
  );

  const lineError = (list: 'products' | 'labour', i: number) => {
    const e = form.errors;
    const keys =
      list === 'products'
        ? [`products.${i}.id`, `products.${i}.quantity`]
        : [`labour.${i}.role_id`, `labour.${i}.work_hour`];
    return keys.map((k) => e[k]).find((m) => typeof m === 'string');
  };

  return (
    <DrawerForm
      opened={opened}
      onClose={() => setOpened(false)}
      title="New estimate"
      size="xl"
      done={false}
      successMessage={ESTIMATE_MESSAGES.created}
      error={message}
      onSubmit={submit}
      submitLabel="Create estimate"
      submitting={save.isPending}
    >
      <Select
        size="md"
        label="Client site"
        placeholder="Search site, organization or client"
        required
        searchable
        clearable
        data={siteOptions.map((s) => ({ value: String(s.id), label: sitePickLabel(s) }))}
        searchValue={siteSearch}
        onSearchChange={setSiteSearch}
        filter={({ options }) => options}
        nothingFoundMessage={pickers.isFetching ? 'Searching…' : 'No sites found'}
        {...inputProps('site_id')}
        onChange={(v) => {
          setChosenSite(siteOptions.find((s) => String(s.id) === v) ?? null);
          form.setFieldValue('site_id', v ?? '');
        }}
      />

      <Stack gap={6}>
        <Text size="sm" fw={500}>
          Work{' '}
          <Text span c="red">
            *
          </Text>
        </Text>
        {values.work.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the work items are positional inputs (work.0, work.1 …)
          <Group key={`work-${i}`} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={`Work item ${i + 1}`}
              placeholder="e.g. Replace the dosing pump"
              style={{ flex: 1 }}
              {...inputProps(`work.${i}` as keyof Values & string)}
            />
            {values.work.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={6}
                aria-label={`Remove work item ${i + 1}`}
                onClick={() => form.removeListItem('work', i)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
        {typeof form.errors.work === 'string' && (
          <Text size="xs" c="red">
            {form.errors.work}
          </Text>
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem('work', '')}
          // issue 28: a job card holds at most ESTIMATE_LIMITS.workItems work items
          disabled={values.work.length >= ESTIMATE_LIMITS.workItems}
          style={{ alignSelf: 'flex-start' }}
        >
          Add work item
        </Button>
        {values.work.length >= ESTIMATE_LIMITS.workItems && (
          <Text size="xs" c="dimmed">
            {ESTIMATE_MESSAGES.tooManyWorkItems}
          </Text>
        )}
      </Stack>

      <Divider label="Products" labelPosition="left" />
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          size="md"
          label="Product"
          placeholder="Search products"
          searchable
          clearable
          data={productOptions.map((p) => ({ value: String(p.id), label: p.product_name }))}
          value={chosenProduct ? String(chosenProduct.id) : null}
          onChange={(v) => setChosenProduct(productOptions.find((p) => String(p.id) === v) ?? null)}
          searchValue={productSearch}
          onSearchChange={setProductSearch}
          filter={({ options }) => options}
          nothingFoundMessage={pickers.isFetching ? 'Searching…' : 'No products found'}
          style={{ flex: '1 1 14rem' }}
        />
        <TextInput
          label="Quantity"
          inputMode="decimal"
          value={quantity}
          onChange={(e) => setQuantity(e.currentTarget.value)}
          style={{ flex: '0 1 7rem' }}
        />
        <Button variant="light" onClick={addProduct} leftSection={<IconPlus size={14} aria-hidden />}>
          Add product
        </Button>
      </Group>
      {productError && (
        <Text size="xs" c="red" role="alert">
          {productError}
        </Text>
      )}
      {values.products.length > 0 && (
        <LineTable
          label="Products on this estimate"
          head={['Product', 'Price', 'Quantity']}
          rows={values.products.map((p, i) => ({
            key: p.id,
            cells: [p.name, p.price, p.quantity],
            error: lineError('products', i),
            onRemove: () => form.removeListItem('products', i),
          }))}
        />
      )}

      <Divider label="Labour" labelPosition="left" />
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          size="md"
          label="Role"
          placeholder="Pick a role"
          searchable
          clearable
          data={roles.map((r) => ({ value: String(r.id), label: r.name }))}
          value={roleId}
          onChange={setRoleId}
          style={{ flex: '1 1 14rem' }}
        />
        <TextInput
          label="Hours"
          inputMode="decimal"
          value={hours}
          onChange={(e) => setHours(e.currentTarget.value)}
          style={{ flex: '0 1 7rem' }}
        />
        <Button variant="light" onClick={addLabour} leftSection={<IconPlus size={14} aria-hidden />}>
          Add labour
        </Button>
      </Group>
      {(labourError || typeof form.errors.labour === 'string') && (
        <Text size="xs" c="red" role="alert">
          {labourError ?? form.errors.labour}
        </Text>
      )}
      {values.labour.length > 0 && (
        <LineTable
          label="Labour on this estimate"
          head={['Role', 'Rate per hour', 'Hours']}
          rows={values.labour.map((l, i) => ({
            key: l.role_id,
            cells: [l.name, l.rate, l.work_hour],
            error: lineError('labour', i),
            onRemove: () => form.removeListItem('labour', i),
          }))}
        />
      )}

      <Divider />
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
      <Textarea label="Remarks" autosize minRows={2} {...inputProps('remarks')} />

      {pickers.data && (
        <EstimatePreview
          profit={pickers.data.profit}
          products={values.products}
          labour={values.labour}
          travelDistance={values.travel_distance}
          {...(director
            ? { discount: values.discount, administrativeExpense: values.administrative_expense }
            : {})}
        />
      )}
    </DrawerForm>
  );
}

function LineTable({
  label,
  head,
  rows,
}: {
  label: string;
  head: [string, string, string];
  rows: { key: number; cells: [string, string, string]; error: string | undefined; onRemove: () => void }[];
}) {
  return (
    <Table aria-label={label} verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{head[0]}</Table.Th>
          <Table.Th ta="right">{head[1]}</Table.Th>
          <Table.Th ta="right">{head[2]}</Table.Th>
          <Table.Th w={40} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td>
              {r.cells[0]}
              {r.error && (
                <Text size="xs" c="red">
                  {r.error}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">{r.cells[1]}</Table.Td>
            <Table.Td ta="right">{r.cells[2]}</Table.Td>
            <Table.Td>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${r.cells[0]}`}
                onClick={r.onRemove}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
