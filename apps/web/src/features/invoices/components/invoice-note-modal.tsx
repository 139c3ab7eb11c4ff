import type { GstUnit } from '@aquadesk/shared/gst.ts';
import { INVOICE_LIMITS, type PublicInvoice, ZInvoiceNoteForm } from '@aquadesk/shared/invoices.ts';
import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ReasonModal } from '../../../components/reason-modal.tsx';
import { invoiceKeys } from '../../../lib/invoice-keys.ts';
import { useModalForm } from '../../../lib/use-modal-form.ts';
import { useCompanyProfile } from '../../company/api.ts';
import { raiseNote } from '../api.ts';
import {
  EMPTY_INVOICE,
  gstRateOptions,
  type LineValues,
  NEW_LINE,
  previewOf,
  requestOf,
  roundOffValue,
} from '../invoice-form-model.ts';
import { LineFields } from './invoice-line-fields.tsx';
import { RoundOffField } from './invoice-round-off-field.tsx';

type Values = { reason: string; products: LineValues[]; round_off: string };

const KIND_LABELS = { credit: 'Credit note', debit: 'Debit note' } as const;

/**
 * The invoice's lines exactly as printed, as the starting point of the note (issue 41 item 5): the same
 * description, HSN/SAC, quantity, unit, rate, discount and GST rate, so that the note as it opens is the
 * invoice to the paisa. A line is removed, or its quantity, rate or discount changed, to credit or debit
 * part of the invoice.
 */
function linesOf(invoice: PublicInvoice): LineValues[] {
  const lines = invoice.lines.map((line, i) => {
    const tax = invoice.tax_lines[i];
    const discount = tax?.discount ?? '0.00';
    return {
      description: line.description,
      quantity: line.quantity,
      rate: line.rate,
      hsn: tax?.hsn ?? '',
      unit: (tax?.unit as GstUnit | null | undefined) ?? NEW_LINE.unit,
      discount: Number(discount) === 0 ? '' : discount,
      gst_rate: tax?.gst_rate ?? NEW_LINE.gst_rate,
    };
  });
  return lines.length > 0 ? lines : [{ ...NEW_LINE }];
}

interface InvoiceNoteModalProps {
  invoice: PublicInvoice;
  kind: 'credit' | 'debit';
  opened: boolean;
  openKey: number;
  onClose: () => void;
}

/**
 * A credit or debit note against an issued invoice (docs/requirements/002-gst.md §9; POST
 * /invoices/{id}/credit-notes or /debit-notes): the reason and its lines, taxed by the server with the
 * invoice's place of supply. A credit note above what the invoice is still worth is named under the lines.
 */
export function InvoiceNoteModal({ invoice, kind, opened, openKey, onClose }: InvoiceNoteModalProps) {
  const label = KIND_LABELS[kind];
  const qc = useQueryClient();
  const note = useModalForm<Values, Awaited<ReturnType<typeof raiseNote>>>({
    // the invoice's round-off too: a note of the whole invoice then equals it to the paisa
    initialValues: {
      reason: '',
      products: linesOf(invoice),
      round_off: roundOffValue(invoice.tax_totals.round_off),
    },
    schema: ZInvoiceNoteForm,
    openKey,
    save: (v) => {
      const { products, round_off } = requestOf({
        ...EMPTY_INVOICE,
        products: v.products,
        round_off: v.round_off,
      });
      return raiseNote(invoice.id, kind, { reason: v.reason.trim(), products, round_off });
    },
    onSaved: (r) => {
      void qc.invalidateQueries({ queryKey: invoiceKeys.detail(invoice.id) });
      void qc.invalidateQueries({ queryKey: invoiceKeys.lists });
      notifications.show({
        color: 'teal',
        title: `${label} ${r.number} raised`,
        message: `${formatRupees(paiseToRupees(r.due_paise))} now due`,
      });
      onClose();
    },
  });
  const { form, inputProps } = note;

  const values = form.getValues();
  // a note is taxed as its invoice was: the supplier state it was issued under and its place of supply
  const preview = previewOf(
    {
      place_of_supply: invoice.place_of_supply?.code ?? '',
      products: values.products,
      round_off: values.round_off,
    },
    invoice.supplier.state_code,
  );
  const rateOptions = gstRateOptions(useCompanyProfile().data?.gst_rates ?? []);
  const linesError = typeof form.errors.products === 'string' ? form.errors.products : null;

  return (
    <ReasonModal
      opened={opened}
      onClose={onClose}
      title={`${label} · ${invoice.number ?? invoice.id}`}
      name={label}
      size="lg"
      intro={
        <>
          {kind === 'credit'
            ? 'Takes the lines below off what the client owes on this invoice: remove a line or change its quantity or rate to credit part of it.'
            : 'Adds the lines below to what the client owes on this invoice.'}{' '}
          Taxed as the invoice: {invoice.place_of_supply?.name ?? 'its place of supply'}.
        </>
      }
      dimmed
      form={note}
      reason={{ maxLength: 300, maxRows: 4, props: inputProps('reason') }}
      submitLabel={`Raise ${label.toLowerCase()}`}
    >
      {values.products.map((_, i) => (
        <LineFields
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional inputs (products.0 …)
          key={i}
          index={i}
          figures={preview.lines[i] ?? null}
          split={invoice.split ?? preview.split}
          stateTax={invoice.state_tax}
          field={(key) => inputProps(`products.${i}.${key}` as 'products')}
          rateOptions={rateOptions}
          onRemove={values.products.length > 1 ? () => form.removeListItem('products', i) : null}
        />
      ))}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        disabled={values.products.length >= INVOICE_LIMITS.lines}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => {
          form.insertListItem('products', { ...NEW_LINE });
          form.clearFieldError('products');
        }}
      >
        Add line
      </Button>
      <Group justify="space-between" align="flex-end" gap="sm">
        <RoundOffField
          field={inputProps('round_off')}
          description="The invoice's round-off, to credit or debit all of it; clear it for a part"
        />
        <Text size="sm" data-testid="note-total" ml="auto">
          {label} total{' '}
          <Text span fw={650} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {preview.complete ? formatRupees(preview.figures.totals.total) : '—'}
          </Text>
        </Text>
      </Group>
      {linesError && (
        <Text size="sm" c="red" role="alert" data-testid="note-lines-error">
          {linesError}
        </Text>
      )}
    </ReasonModal>
  );
}
