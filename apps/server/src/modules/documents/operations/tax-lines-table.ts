import { roundToPaisa } from '@aquadesk/shared/money.ts';
import { plainNumber, rupees } from '../../../platform/pdf.ts';

/** One taxed line as a document prints it: amounts as stored, in rupees. */
export interface PrintedTaxLine {
  description: string;
  hsn: string | null;
  quantity: string;
  unit: string | null;
  rate: string;
  discount: string;
  taxable: string;
  gstRate: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
}

/** A table's parts, as platform/pdf.ts linesTable takes them. */
export interface TaxLinesTable {
  header: string[];
  rows: string[][];
  widths: (string | number)[];
  right: number[];
}

const money = (value: string) => rupees(roundToPaisa(value));
/** A tax amount with its rate under it (rule 46 (k)-(l), rule 53 (1A)(h): the rate and the amount). */
const taxCell = (amount: string, rate: string) => `${money(amount)}\n@ ${plainNumber(rate)} %`;

/**
 * The lines of a tax invoice or of a note (docs/requirements/002-gst.md §5, §12): description, HSN/SAC,
 * quantity with its unit, rate, the discount when any line has one, taxable value, and the tax split by the
 * place of supply (IGST, or CGST and the state's half at half the rate each), then the line's total.
 */
export function taxLinesTable(
  lines: readonly PrintedTaxLine[],
  split: 'inter' | 'intra',
  stateTax: string,
): TaxLinesTable {
  const inter = split === 'inter';
  const discounted = lines.some((l) => Number(l.discount) !== 0);
  const header = [
    '#',
    'Description',
    'HSN/SAC',
    'Qty',
    'Rate',
    ...(discounted ? ['Disc.'] : []),
    'Taxable',
    ...(inter ? ['IGST'] : ['CGST', stateTax]),
    'Total',
  ];
  const rows = lines.map((l, i) => {
    const half = plainNumber(String(Number(l.gstRate) / 2));
    const quantity = plainNumber(l.quantity);
    return [
      String(i + 1),
      l.description,
      l.hsn ?? '—',
      l.unit ? `${quantity} ${l.unit}` : quantity,
      money(l.rate),
      ...(discounted ? [money(l.discount)] : []),
      money(l.taxable),
      ...(inter ? [taxCell(l.igst, l.gstRate)] : [taxCell(l.cgst, half), taxCell(l.sgst, half)]),
      money(l.total),
    ];
  });
  const widths = [12, '*', 36, 38, 50, ...(discounted ? [40] : []), 54, ...(inter ? [52] : [48, 48]), 56];
  const right = header.map((_, i) => i).filter((i) => i !== 1 && i !== 2);
  return { header, rows, widths, right };
}
