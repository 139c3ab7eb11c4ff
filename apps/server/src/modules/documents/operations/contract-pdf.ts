import {
  BILLING_FREQUENCY_LABELS,
  BILLING_TIMING_LABELS,
  CONTRACT_KIND_LABELS,
  CONTRACT_STATUS_LABELS,
  type ContractDetail,
  HOURS_BASIS_LABELS,
  PARTS_COVER_LABELS,
} from '@aquadesk/shared/contracts.ts';
import { MONTH_NAMES } from '@aquadesk/shared/dates.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import { amountInWords } from '@aquadesk/shared/money.ts';
import type { Content } from 'pdfmake/interfaces';
import type { AppContext } from '../../../platform/context.ts';
import { facts, inWords, linesTable, partiesBlock, rupees, totalsTable } from '../../../platform/pdf.ts';
import { clientTaxIdentity } from '../../clients/operations/client-accounts.ts';
import { currentProfile, supplierOf } from '../../company/operations/profile.ts';
import { contractForDocument } from '../../contracts/operations/records.ts';
import { type RenderedDocument, renderDocument } from './rendered-document.ts';

/** A contract's title: its number once active, "Draft contract" before. */
export const contractTitle = (c: Pick<ContractDetail, 'number' | 'id'>) =>
  c.number ? `Service contract ${c.number}` : `Draft service contract ${c.id}`;

/** The file a contract's PDF downloads and is attached as. */
export const contractFileName = (c: Pick<ContractDetail, 'number' | 'id'>) =>
  `contract-${c.number ? c.number.replaceAll('/', '-') : c.id}.pdf`;

/** How the visits are spread, in words. */
function visitsText(c: ContractDetail): string {
  if (c.visits_per_year === 0) return 'No planned visits; breakdown calls only';
  const per = `${c.visits_per_year} a year`;
  if (c.visit_spread === 'months')
    return `${per}, in ${c.visit_months.map((m) => MONTH_NAMES[m - 1]).join(', ')}`;
  return `${per}, spread evenly over the period`;
}

/** What the contract covers, in words. */
function coverText(c: ContractDetail): [string, string][] {
  const yes = (b: boolean) => (b ? 'Covered' : 'Not covered');
  const parts =
    c.parts_cover === 'cap' && c.parts_cap
      ? `Up to ${rupees(c.parts_cap)} a billing period`
      : c.parts_cover === 'listed'
        ? `Listed products only: ${c.covered_products.map((p) => p.name).join(', ')}`
        : PARTS_COVER_LABELS[c.parts_cover];
  return [
    ['Labour', yes(c.covers_labour)],
    ['Consumables', yes(c.covers_consumables)],
    ['Parts', parts],
  ];
}

/**
 * The contract as PDF (issue 43 item 2; docs/api.md "Documents"): a client's document, so only what the
 * client agrees to: the parties (the company profile in force as the supplier), the sites and equipment,
 * the kind, period, visits, response and resolution hours, cover, the price with GST at its rate, the
 * billing plan and the terms. No internal figure: no history, no technician, no reason, no product's price.
 */
export async function contractPdf(
  ctx: AppContext,
  id: number,
): Promise<RenderedDocument & { fileName: string }> {
  const c = await contractForDocument(ctx, id);
  const [profile, client] = await Promise.all([
    currentProfile(ctx.db, ctx.config),
    clientTaxIdentity(ctx.db, c.client_id),
  ]);
  const supplier = supplierOf(profile);
  const clientLines: Content[] = [
    { text: c.organization || c.client_name, bold: true },
    ...(c.organization ? [{ text: c.client_name }] : []),
    ...(client?.billing_address ? [{ text: client.billing_address }] : []),
    ...(client?.gstin ? [{ text: `GSTIN ${client.gstin}` }] : []),
    { text: [client?.phone, client?.email].filter(Boolean).join(' · ') },
  ];
  const siteName = new Map(c.sites.map((s) => [s.id, s.site_name]));
  const content: Content[] = [
    partiesBlock(
      {
        title: 'Between',
        lines: [
          { text: supplier.legal_name, bold: true },
          { text: supplier.address },
          ...(supplier.gstin ? [{ text: `GSTIN ${supplier.gstin}` }] : []),
          { text: 'and', style: 'muted', margin: [0, 4, 0, 4] },
          ...clientLines,
        ],
      },
      {
        title: 'Contract',
        width: 210,
        lines: [
          facts([
            ['Number', c.number ?? 'Not yet numbered (draft)'],
            ['Status', CONTRACT_STATUS_LABELS[c.status]],
            ['Kind', CONTRACT_KIND_LABELS[c.kind]],
            ['Period', `${formatDate(c.starts_on)} to ${formatDate(c.ends_on)}`],
          ]),
        ],
      },
    ),
    { text: 'Sites', style: 'section' },
    linesTable(
      ['Site', 'City'],
      c.sites.map((s) => [s.site_name, s.city]),
      ['*', 160],
      [],
    ),
  ];
  if (c.equipment.length > 0) {
    content.push(
      { text: 'Equipment covered', style: 'section' },
      linesTable(
        ['Equipment', 'Kind', 'Site'],
        c.equipment.map((e) => [
          e.name,
          e.kind.replaceAll('_', ' ').toUpperCase(),
          siteName.get(e.site_id) ?? '',
        ]),
        ['*', 110, 160],
        [],
      ),
    );
  }
  content.push(
    { text: 'Service', style: 'section' },
    facts([
      ['Planned visits', visitsText(c)],
      [
        'Response to a breakdown',
        `Within ${c.response_hours} ${HOURS_BASIS_LABELS[c.hours_basis].toLowerCase()}`,
      ],
      [
        'Resolution of a breakdown',
        `Within ${c.resolution_hours} ${HOURS_BASIS_LABELS[c.hours_basis].toLowerCase()}`,
      ],
      ...coverText(c),
    ]),
    { text: 'Price and billing', style: 'section' },
    facts([
      ['SAC', c.sac],
      [
        'Billing',
        `${BILLING_FREQUENCY_LABELS[c.billing_frequency]}, ${BILLING_TIMING_LABELS[c.billing_timing].toLowerCase()}`,
      ],
    ]),
    totalsTable([
      ['Price for the whole period', rupees(c.price)],
      [`GST at ${c.gst_rate} %`, rupees(c.gst_amount)],
      ['Total', rupees(c.total_with_gst)],
    ]),
    inWords(amountInWords(c.total_with_gst)),
  );
  if (c.terms) content.push({ text: 'Terms', style: 'section' }, { text: c.terms, fontSize: 9 });
  const rendered = await renderDocument(ctx, {
    title: contractTitle(c),
    createdAt: new Date(c.created_at),
    modifiedAt: new Date(c.updated_at),
    content,
    clientName: c.organization || c.client_name,
    clientEmail: c.client_email || null,
  });
  return { ...rendered, fileName: contractFileName(c) };
}
