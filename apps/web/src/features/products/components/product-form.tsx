import type { Product } from '@aquadesk/shared/catalogue.ts';
import { PRODUCT_DEFAULT_GST_RATE, PRODUCT_DEFAULT_UNIT, ZProductFields } from '@aquadesk/shared/products.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import {
  Autocomplete,
  Button,
  Checkbox,
  FileInput,
  Group,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { FormError } from '../../../components/form-error.tsx';
import { GstRateSelect, GstUnitSelect } from '../../../components/gst-fields.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { SuccessPanel } from '../../../components/success-panel.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { type ProductFormValues, useSaveProduct } from '../api.ts';
import { ProductThumb } from './product-thumb.tsx';
import { SpecificationRows } from './specification-rows.tsx';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
type Field = keyof ProductFormValues;
type TextField = 'name' | 'description' | 'price' | 'stock' | 'link' | 'hsn';

function initialValues(product: Product | undefined): ProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    categories: product?.categories ?? '',
    price: product ? String(product.price) : '',
    stock: product ? String(product.stock) : '',
    is_sellable: product?.is_sellable ?? false,
    is_proposal: product?.is_proposal ?? false,
    link: product?.link ?? '',
    intro: product?.intro ?? '',
    content: product?.content ?? '',
    technical_specification: product?.technical_specification.length
      ? product.technical_specification
      : [{ heading: '', value: '' }],
    hsn: product?.hsn ?? '',
    unit: product?.unit ?? PRODUCT_DEFAULT_UNIT,
    gst_rate: product?.gst_rate ?? PRODUCT_DEFAULT_GST_RATE,
    image: null,
  };
}

/**
 * spec 000 §5 add/edit product: name, description, price, category, stock and image required (empty
 * ones highlighted, nothing sent); proposal adds intro, content and specification rows; sellable adds
 * the marketplace link. The server has the last word (duplicate name, image bytes).
 */
export function ProductForm({
  product,
  categories,
  onDone,
}: {
  product?: Product;
  categories: string[];
  onDone: () => void;
}) {
  const { form, message, done, succeed, fail, onSubmit, fieldError } = useZodForm<ProductFormValues>({
    initialValues: initialValues(product),
    schema: ZProductFields,
    highlight: true,
    validate: (values) => {
      const errors: Record<string, string> = {};
      if (!product && !values.image) errors.image = MESSAGES.required;
      if (values.image && !IMAGE_TYPES.includes(values.image.type))
        errors.image = 'Choose a JPEG, PNG or WebP image';
      return errors;
    },
  });
  const save = useSaveProduct(product?.id);
  const values = form.values;
  const set = <K extends Field>(field: K, value: ProductFormValues[K]) => {
    form.setValues({ [field]: value } as Partial<ProductFormValues>);
    form.clearFieldError(field);
  };

  /** Value, change handler and error of a text field, by key. */
  const textProps = (field: TextField) => ({
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field, e.currentTarget.value),
    error: fieldError(field),
  });

  const submit = onSubmit((v) => save.mutate(v, { onSuccess: succeed, onError: fail }));

  if (done) {
    return (
      <SuccessPanel
        message={product ? 'Successfully updated the product' : 'Successfully added a new product'}
        onDone={onDone}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={product ? 'Edit product' : 'Add product'}>
      <Stack gap="sm">
        <FormError message={message} />
        <TextInput label="Name" withAsterisk {...textProps('name')} />
        <Textarea label="Description" withAsterisk autosize minRows={3} {...textProps('description')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <MoneyInput
            label="Price (₹)"
            withAsterisk
            value={values.price}
            onChange={(v) => set('price', v)}
            error={fieldError('price')}
          />
          <TextInput label="Stock" withAsterisk inputMode="numeric" {...textProps('stock')} />
          <Autocomplete
            label="Category"
            withAsterisk
            data={categories}
            value={values.categories}
            onChange={(v) => set('categories', v)}
            error={fieldError('categories')}
          />
        </SimpleGrid>
        {/* docs/requirements/002-gst.md §3: what an invoice line of this product takes */}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput label="HSN/SAC" inputMode="numeric" placeholder="842121" {...textProps('hsn')} />
          <GstUnitSelect
            label="Unit"
            value={values.unit}
            onChange={(v) => set('unit', v)}
            error={fieldError('unit')}
          />
          <GstRateSelect
            label="GST rate"
            value={values.gst_rate}
            onChange={(v) => set('gst_rate', v)}
            error={fieldError('gst_rate')}
          />
        </SimpleGrid>
        <Group align="flex-end" wrap="nowrap" gap="sm">
          {product && !values.image && <ProductThumb image={product.image} />}
          <FileInput
            label="Image"
            withAsterisk={!product}
            description={
              product ? 'Leave empty to keep the current picture' : 'JPEG, PNG or WebP, up to 5 MB'
            }
            placeholder="Choose an image"
            accept={IMAGE_TYPES.join(',')}
            leftSection={<IconPhoto size={18} aria-hidden />}
            clearable
            value={values.image}
            onChange={(file) => set('image', file)}
            error={fieldError('image')}
            style={{ flex: 1 }}
          />
        </Group>
        <Checkbox
          label="Sellable on the website (shows a Buy from marketplace button)"
          checked={values.is_sellable}
          onChange={(e) => set('is_sellable', e.currentTarget.checked)}
        />
        {values.is_sellable && (
          <TextInput label="Marketplace link" placeholder="https://www.amazon.in/…" {...textProps('link')} />
        )}
        <Checkbox
          label="Use in proposals (adds intro, content and technical specification)"
          checked={values.is_proposal}
          onChange={(e) => set('is_proposal', e.currentTarget.checked)}
        />
        {values.is_proposal && (
          <Stack gap="sm">
            <Textarea
              label="Intro"
              autosize
              minRows={2}
              value={values.intro}
              onChange={(e) => set('intro', e.currentTarget.value)}
              error={fieldError('intro')}
            />
            <Textarea
              label="Content"
              autosize
              minRows={3}
              value={values.content}
              onChange={(e) => set('content', e.currentTarget.value)}
              error={fieldError('content')}
            />
            <SpecificationRows
              rows={values.technical_specification}
              error={form.errors.technical_specification}
              onChange={(rows) => set('technical_specification', rows)}
            />
          </Stack>
        )}
        <Button type="submit" loading={save.isPending} size="md" mt="sm">
          {product ? 'Save changes' : 'Add product'}
        </Button>
      </Stack>
    </form>
  );
}
