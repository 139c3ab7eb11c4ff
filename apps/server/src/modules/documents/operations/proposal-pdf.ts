import type { DocumentSendsResponse } from '@aquadesk/shared/documents.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import type { Content } from 'pdfmake/interfaces';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import {
  facts,
  inWords,
  linesTable,
  partiesBlock,
  pdfImage,
  rupees,
  signatureBlock,
  termsAndExclusions,
  totalsTable,
} from '../../../platform/pdf.ts';
import { proposalForViewer, proposalImage } from '../../proposals/operations/proposal-detail.ts';
import * as repo from '../repository.ts';
import { tableWithClosing } from './ledger-pdf-parts.ts';
import { type RenderedDocument, renderDocument } from './rendered-document.ts';

/** A frozen image of the proposal, or null when it has none (the proposals service answers 404 then). */
async function imageOf(ctx: AppContext, user: AuthUser, id: number, which: 'image' | 'sign') {
  return pdfImage(await proposalImage(ctx, user, id, which).catch(() => null));
}

/**
 * The proposal as PDF (spec 001 §2 proposal page), for those who may see it: the proposals service answers
 * 404 to anyone else (a reseller sees only their own).
 */
export async function proposalPdf(ctx: AppContext, user: AuthUser, id: number): Promise<RenderedDocument> {
  const p = await proposalForViewer(ctx, user, id);
  const [image, sign] = await Promise.all([
    p.image ? imageOf(ctx, user, id, 'image') : null,
    p.signature_url ? imageOf(ctx, user, id, 'sign') : null,
  ]);
  const address = [p.address_line_1, p.address_line_2, p.city, p.district, p.state, p.pincode]
    .filter(Boolean)
    .join(', ');
  const content: Content[] = [
    partiesBlock(
      {
        title: 'To',
        lines: [
          { text: p.client_name, bold: true },
          { text: p.organization, bold: true },
          { text: address },
          { text: [p.phone, p.email].filter(Boolean).join(' · ') },
        ],
      },
      {
        title: 'Proposal',
        width: 200,
        lines: [
          facts([
            ['No.', String(p.id)],
            ['Date', formatDate(p.generate_at)],
            ['Product', p.product_name],
          ]),
        ],
      },
    ),
    { text: p.heading, fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
  ];
  if (p.intro) content.push({ text: p.intro, margin: [0, 0, 0, 6] });
  if (p.content) content.push({ text: p.content, margin: [0, 0, 0, 6] });
  content.push({
    columns: [
      {
        width: '*',
        stack: [{ text: p.product_name, style: 'section' }, { text: p.description }],
      },
      ...(image
        ? [{ width: 160, image, fit: [160, 140] as [number, number], alignment: 'right' as const }]
        : []),
    ],
    columnGap: 16,
  });
  if (p.technical_specification.length > 0) {
    content.push(
      { text: 'Technical specification', style: 'section' },
      linesTable(
        ['Specification', 'Value'],
        p.technical_specification.map((row) => [row.heading, row.value]),
        [180, '*'],
        [],
      ),
    );
  }
  // the client's copy (docs/api.md "What each document shows to whom"): the product at the price the client
  // pays, the product profit and administrative expense folded in, and the proposal's frozen total
  content.push(
    ...tableWithClosing(
      {
        header: ['Item', 'Qty', 'Amount'],
        rows: [[p.product_name, '1', rupees(p.total)]],
        widths: ['*', 50, 110],
        right: [1, 2],
      },
      [
        totalsTable([['Total', rupees(p.total)]]),
        inWords(p.total_in_words),
        signatureBlock([p.creater_phone, p.creater_email].filter(Boolean).join(' · '), p.creater_name, sign),
      ],
      2,
      [{ text: 'Price', style: 'section' }],
    ),
    // the small print after the signature, so the closing block stays small enough to keep with the lines;
    // whole, so no term is cut by a page
    { stack: [termsAndExclusions(p.terms, p.exclusions)], unbreakable: true },
  );
  const date = new Date(p.generate_at);
  return renderDocument(ctx, {
    title: `Proposal ${p.id}`,
    createdAt: date,
    modifiedAt: date,
    content,
    clientName: p.organization,
    clientEmail: p.email || null,
  });
}

/** The sends of a proposal, for those who may see it (others 404), with the proposal's e-mail. */
export async function proposalSends(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<DocumentSendsResponse> {
  const p = await proposalForViewer(ctx, user, id);
  return { ...(await repo.sendsOf(ctx.db, 'proposal', id)), client_email: p.email || null };
}
