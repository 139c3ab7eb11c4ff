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
import { Divider, Select, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DrawerForm } from '../../../components/drawer-form.tsx';
import { usePrincipal } from '../../../lib/use-can.ts';
import { useOpenOnKey } from '../../../lib/use-open-on-key.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { createEstimate, type EstimateFrom, estimateKeys } from '../api.ts';
import { useEstimatePickers } from '../hooks/use-estimate-pickers.ts';
import { AddLabourRow, AddProductRow } from './add-line-rows.tsx';
import { EstimateFigureFields } from './estimate-figure-fields.tsx';
import { LineTable } from './estimate-line-table.tsx';
import { EstimatePreview } from './estimate-preview.tsx';
import { EMPTY, type LabourLine, type ProductLine, type Values } from './new-estimate-values.ts';
import { WorkItemsField } from './work-items-field.tsx';

// spec 001 §5, §6: admin and technical director must give discount and administrative expense; others
// never send them (the server then uses the profit setting and no discount).
const DIRECTOR_SCHEMA = ZCreateEstimateRequest.extend({
  discount: zPercent,
  administrative_expense: zPercent,
});
const STAFF_SCHEMA = ZCreateEstimateRequest.omit({ discount: true, administrative_expense: true });

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

/** The first work item a handed-over text makes: its first lines, within a work item's bounds. */
const firstWorkItem = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .slice(0, ESTIMATE_LIMITS.workItemLines)
    .join('\n')
    .slice(0, ESTIMATE_LIMITS.workItem);

/**
 * At each opening (after the form's reset): no site chosen, or the site and first work item of a form handed
 * over (a chargeable breakdown call's Make estimate, issue 43 item 7).
 */
function useOpening(
  openKey: number,
  prefill: EstimateFrom | null | undefined,
  setChosenSite: (site: EstimateSitePick | null) => void,
  setValues: (values: Partial<Values>) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only at each opening
  useEffect(() => {
    if (openKey === 0) return;
    setChosenSite(prefill?.site ?? null);
    if (prefill) setValues({ site_id: String(prefill.site.id), work: [firstWorkItem(prefill.work)] });
  }, [openKey]);
}

/** The New estimate panel (spec 001 §2, §5): pickers, lines, the live preview; opens when openKey grows. */
export function NewEstimatePanel({ openKey, prefill }: { openKey: number; prefill?: EstimateFrom | null }) {
  const [opened, setOpened] = useOpenOnKey(openKey);
  const principal = usePrincipal();
  const director = principal !== null && isEstimateDirector(principal);
  const navigate = useNavigate();
  const qc = useQueryClient();

  const { pickers, siteSearch, setSiteSearch, productSearch, setProductSearch } = useEstimatePickers(opened);
  const [chosenSite, setChosenSite] = useState<EstimateSitePick | null>(null);

  const { form, message, fail, onSubmit, inputProps, reset } = useZodForm<Values>({
    initialValues: EMPTY,
    schema: director ? DIRECTOR_SCHEMA : STAFF_SCHEMA,
    resetKey: openKey,
    highlight: true,
  });
  useOpening(openKey, prefill, setChosenSite, form.setValues);

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
  const roles: EstimateRolePick[] = (pickers.data?.roles ?? []).filter(
    (r) => principal !== null && mayPickLabourRole(principal, r.name),
  );

  const addProduct = (p: EstimateProductPick, quantity: string) => {
    form.setFieldValue(
      'products',
      addLine<ProductLine>(
        form.getValues().products,
        (l) => l.id === p.id,
        (l) => l.quantity,
        (l, q) => ({ ...l, quantity: q }),
        { id: p.id, name: p.product_name, price: p.price, quantity },
      ),
    );
    form.clearFieldError('products');
  };

  const addLabour = (role: EstimateRolePick, hours: string) => {
    form.setFieldValue(
      'labour',
      addLine<LabourLine>(
        form.getValues().labour,
        (l) => l.role_id === role.id,
        (l) => l.work_hour,
        (l, h) => ({ ...l, work_hour: h }),
        { role_id: role.id, name: role.name, rate: role.average_charge, work_hour: hours },
      ),
    );
    form.clearFieldError('labour');
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

      <WorkItemsField form={form} inputProps={inputProps} />

      <Divider label="Products" labelPosition="left" />
      <AddProductRow
        products={pickers.data?.products ?? []}
        searching={pickers.isFetching}
        search={productSearch}
        onSearch={setProductSearch}
        onAdd={addProduct}
        resetKey={openKey}
      />
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
      <AddLabourRow roles={roles} onAdd={addLabour} resetKey={openKey} />
      {typeof form.errors.labour === 'string' && (
        <Text size="xs" c="red" role="alert">
          {form.errors.labour}
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
      <EstimateFigureFields director={director} inputProps={inputProps} />
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
