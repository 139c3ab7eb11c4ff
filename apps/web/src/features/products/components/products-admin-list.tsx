import { PRODUCT_MESSAGES, type ProductListRow, STOCK_BANDS } from '@aquadesk/shared/catalogue.ts';
import { formatRupees } from '@aquadesk/shared/format.ts';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ChoiceFilter } from '../../../components/choice-filter.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useAdminProducts, useProduct, useProductEvents } from '../api.ts';
import { ProductForm } from './product-form.tsx';
import { ProductThumb } from './product-thumb.tsx';

/** A phone card's tax particulars (docs/requirements/002-gst.md §3): "HSN 842121 · GST 18 % · NOS". */
const taxLine = (p: ProductListRow) => `HSN ${p.hsn ?? '—'} · GST ${p.gst_rate} % · ${p.unit}`;

type Editing = { mode: 'add' } | { mode: 'edit'; product: ProductListRow } | null;

/** spec 000 §2 Products admin list: search, category and stock filters, 'Product not found'. */
export function ProductsAdminList() {
  // spec 000 §6: add/edit and the id and action columns only for admin or product_management
  const canAdd = useCan('product.create');
  const canEdit = useCan('product.edit');
  const filters = useListFilters(['category', 'stock']);
  const list = useAdminProducts(filters.values);
  const { rows: shown, first } = list;
  useProductEvents();
  const [editing, setEditing] = useState<Editing>(null);
  const phone = useMediaQuery('(max-width: 36em)');
  const categories = first?.categories ?? [];

  return (
    <ListScreen
      title="Products"
      description="The catalogue used on the website, in estimates and in proposals."
      actions={
        canAdd && (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing({ mode: 'add' })}
          >
            Add
          </Button>
        )
      }
      search={{ filters, placeholder: 'Product name' }}
      controls={
        <>
          <ChoiceFilter filters={filters} name="category" label="Category" data={categories} />
          <ChoiceFilter
            filters={filters}
            name="stock"
            label="Stock"
            data={STOCK_BANDS.map((b) => ({ value: b.value, label: b.label }))}
            allValue="all"
            width={170}
          />
        </>
      }
      list={list}
      emptyMessage={PRODUCT_MESSAGES.notFound}
      noun="products"
      overlays={
        <SlideInForm
          opened={editing !== null}
          onClose={() => setEditing(null)}
          title={editing?.mode === 'edit' ? 'Edit product' : 'Add product'}
          size="lg"
        >
          {editing?.mode === 'add' && (
            <ProductForm key="new" categories={categories} onDone={() => setEditing(null)} />
          )}
          {editing?.mode === 'edit' && (
            <EditProduct
              key={editing.product.id}
              id={editing.product.id}
              categories={categories}
              onDone={() => setEditing(null)}
            />
          )}
        </SlideInForm>
      }
    >
      {phone ? (
        <Stack gap="xs">
          {shown.map((p) => (
            <Paper key={p.id} p="sm" radius="md" data-testid="product-row">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ProductThumb image={p.image} lazy />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {canEdit && (
                      <Text span c="dimmed" size="sm">
                        #{p.id}{' '}
                      </Text>
                    )}
                    {p.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {p.categories}
                  </Text>
                  <Group gap="md">
                    <Text size="sm" fw={600}>
                      {formatRupees(p.price)}
                    </Text>
                    <Text size="sm" c={p.stock === 0 ? 'red.8' : undefined}>
                      Stock {p.stock}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {taxLine(p)}
                  </Text>
                </Stack>
                {canEdit && (
                  <EditButton product={p} onEdit={(product) => setEditing({ mode: 'edit', product })} />
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <DataTable
          rows={shown}
          rowKey={(p) => p.id}
          minWidth={680}
          framed={false}
          rowProps={() => ({ 'data-testid': 'product-row' })}
          columns={[
            canEdit && { header: 'Id', width: 60, cell: (p) => p.id },
            {
              header: 'Name',
              role: 'title',
              cell: (p) => (
                <Group gap="sm" wrap="nowrap">
                  <ProductThumb image={p.image} small lazy />
                  <div>
                    <Text fw={600} size="sm">
                      {p.name}
                    </Text>
                    <Group gap={4}>
                      <Text size="xs" c="dimmed">
                        {p.categories}
                      </Text>
                      {p.is_sellable && (
                        <Badge size="xs" variant="light" color="teal">
                          Sellable
                        </Badge>
                      )}
                      {p.is_proposal && (
                        <Badge size="xs" variant="light">
                          Proposal
                        </Badge>
                      )}
                    </Group>
                  </div>
                </Group>
              ),
            },
            { header: 'Price', align: 'right', cell: (p) => formatRupees(p.price) },
            {
              header: 'Stock',
              align: 'right',
              cell: (p) => (
                <Text size="sm" c={p.stock === 0 ? 'red.8' : undefined} fw={p.stock === 0 ? 600 : undefined}>
                  {p.stock}
                </Text>
              ),
            },
            { header: 'HSN/SAC', cell: (p) => p.hsn ?? '—' },
            { header: 'GST', align: 'right', cell: (p) => `${p.gst_rate} %` },
            canEdit && {
              header: 'Action',
              role: 'action',
              width: 70,
              cell: (p) => (
                <EditButton product={p} onEdit={(product) => setEditing({ mode: 'edit', product })} />
              ),
            },
          ]}
        />
      )}
    </ListScreen>
  );
}

/** The edit form, once the whole product (with its proposal article) has loaded. */
function EditProduct({ id, categories, onDone }: { id: number; categories: string[]; onDone: () => void }) {
  const product = useProduct(id);
  if (product.isPending) return <PageLoader />;
  if (product.isError) return <LoadError error={product.error} onRetry={() => void product.refetch()} />;
  return <ProductForm product={product.data} categories={categories} onDone={onDone} />;
}

function EditButton({
  product,
  onEdit,
}: {
  product: ProductListRow;
  onEdit: (product: ProductListRow) => void;
}) {
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={`Edit ${product.name}`}
      onClick={() => onEdit(product)}
    >
      <IconPencil size={18} aria-hidden />
    </ActionIcon>
  );
}
