import {
  PRODUCT_MESSAGES,
  type Product,
  productImageUrl,
  STOCK_BANDS,
  type StockBand,
} from '@aquadesk/shared/catalogue.ts';
import { formatRupees } from '@aquadesk/shared/format.ts';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryLoadMore } from '../../../components/load-more.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useAdminProducts, useProductEvents } from '../api.ts';
import { ProductForm } from './product-form.tsx';

type Editing = { mode: 'add' } | { mode: 'edit'; product: Product } | null;

/** spec 000 §2 Products admin list: search, category and stock filters, 'Product not found'. */
export function ProductsAdminList() {
  // spec 000 §6: add/edit and the id and action columns only for admin or product_management
  const canAdd = useCan('product.create');
  const canEdit = useCan('product.edit');
  const filters = useListFilters(['category', 'stock']);
  const { query: products, rows: shown, first, total } = useAdminProducts(filters.values);
  useProductEvents();
  const category = filters.values.category ?? 'All';
  const band = (filters.values.stock ?? 'all') as StockBand;
  const [editing, setEditing] = useState<Editing>(null);
  const phone = useMediaQuery('(max-width: 36em)');
  const categories = first?.categories ?? [];

  return (
    <>
      <PageHeader
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
      />
      <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Product name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.searchText}
          onChange={(e) => filters.setSearchText(e.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
          size="sm"
        />
        <Select
          label="Category"
          data={['All', ...categories]}
          value={category}
          onChange={(v) => filters.set('category', v && v !== 'All' ? v : undefined)}
          allowDeselect={false}
          size="sm"
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label="Stock"
          data={STOCK_BANDS.map((b) => ({ value: b.value, label: b.label }))}
          value={band}
          onChange={(v) => filters.set('stock', v && v !== 'all' ? v : undefined)}
          allowDeselect={false}
          size="sm"
          w={{ base: '100%', xs: 170 }}
        />
      </Group>
      {products.isPending ? (
        <PageLoader />
      ) : products.isError ? (
        <Alert color="red" role="alert">
          Error: {products.error.message}
        </Alert>
      ) : shown.length === 0 ? (
        <EmptyState message={PRODUCT_MESSAGES.notFound} />
      ) : phone ? (
        <Stack gap="xs">
          {shown.map((p) => (
            <Paper key={p.id} p="sm" radius="md" data-testid="product-row">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Image
                  src={productImageUrl(p.image)}
                  alt=""
                  w={64}
                  h={48}
                  radius="sm"
                  fit="cover"
                  loading="lazy"
                />
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
                </Stack>
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={`Edit ${p.name}`}
                    onClick={() => setEditing({ mode: 'edit', product: p })}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {canEdit && <Table.Th w={60}>Id</Table.Th>}
                <Table.Th>Name</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
                <Table.Th ta="right">Stock</Table.Th>
                {canEdit && <Table.Th w={70}>Action</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((p) => (
                <Table.Tr key={p.id} data-testid="product-row">
                  {canEdit && <Table.Td>{p.id}</Table.Td>}
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Image
                        src={productImageUrl(p.image)}
                        alt=""
                        w={56}
                        h={42}
                        radius="sm"
                        fit="cover"
                        loading="lazy"
                      />
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
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatRupees(p.price)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text
                      size="sm"
                      c={p.stock === 0 ? 'red.8' : undefined}
                      fw={p.stock === 0 ? 600 : undefined}
                    >
                      {p.stock}
                    </Text>
                  </Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        aria-label={`Edit ${p.name}`}
                        onClick={() => setEditing({ mode: 'edit', product: p })}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {shown.length > 0 && (
        <QueryLoadMore query={products} shown={shown.length} total={total} noun="products" />
      )}
      <SlideInForm
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? 'Edit product' : 'Add product'}
        size="lg"
      >
        {editing && (
          <ProductForm
            key={editing.mode === 'edit' ? editing.product.id : 'new'}
            product={editing.mode === 'edit' ? editing.product : undefined}
            categories={categories}
            onDone={() => setEditing(null)}
          />
        )}
      </SlideInForm>
    </>
  );
}
