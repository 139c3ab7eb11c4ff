import type { DocumentSendsResponse } from '@aquadesk/shared/documents.ts';
import { JOB_CARD_EXCLUSIONS, JOB_CARD_TERMS } from '@aquadesk/shared/estimates.ts';
import { formatDate, formatDateTime } from '@aquadesk/shared/format.ts';
import { compareAmounts } from '@aquadesk/shared/money.ts';
import type { Content } from 'pdfmake/interfaces';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import {
  facts,
  inWords,
  linesTable,
  partiesBlock,
  pdfImageFromDataUrl,
  plainNumber,
  rupees,
  signatureBlock,
  termsAndExclusions,
  totalsTable,
} from '../../../platform/pdf.ts';
import { estimateDetail } from '../../estimates/operations/estimate-detail.ts';
import { visibleEstimate } from '../../estimates/operations/visibility.ts';
import * as repo from '../repository.ts';
import { type RenderedDocument, renderDocument } from './rendered-document.ts';

const latest = (dates: readonly (string | null | undefined)[]): Date => {
  const times = dates.filter((d): d is string => Boolean(d)).map((d) => new Date(d).getTime());
  return new Date(Math.max(...times));
};

/**
 * The job-card estimate as PDF (spec 001 §2 job card), for those who may see the job card: the estimates
 * service answers 404 to anyone else.
 */
export async function estimatePdf(ctx: AppContext, user: AuthUser, id: number): Promise<RenderedDocument> {
  const detail = await estimateDetail(ctx, user, { id });
  const e = detail.work_estimate;
  const { totals } = detail;
  const client = e.client_org ?? e.client_name;
  const address = [e.address_line1, e.address_line2, e.city, e.district, e.pincode]
    .filter(Boolean)
    .join(', ');
  const content: Content[] = [
    partiesBlock(
      {
        title: 'Client',
        lines: [
          { text: client, bold: true },
          ...(e.client_org ? [{ text: e.client_name }] : []),
          { text: `Site: ${e.site_name}` },
          { text: address },
          { text: [e.client_phone, e.client_email].filter(Boolean).join(' · ') },
        ],
      },
      {
        title: 'Estimate',
        width: '*',
        lines: [
          facts([
            ['No.', String(e.id)],
            ['Date', formatDate(e.generated_at)],
            ['Status', e.status],
            ['Adviser', e.creator_name],
            ['Phone', e.advicer_phone],
            ['E-mail', e.advicer_email],
            ...(detail.assigne.length > 0
              ? [['Assigned to', detail.assigne.map((a) => a.name).join(', ')] as const]
              : []),
          ]),
        ],
      },
    ),
    { text: 'Work', style: 'section' },
    { ol: e.work.map((w) => w) },
  ];
  if (detail.products.length > 0) {
    content.push(
      { text: 'Products', style: 'section' },
      linesTable(
        ['Product', 'Price', 'Qty', 'Amount'],
        detail.products.map((p) => [
          p.product,
          rupees(p.current_price),
          plainNumber(p.quantity),
          rupees(p.amount),
        ]),
        ['*', 80, 50, 90],
        [1, 2, 3],
      ),
    );
  }
  content.push(
    { text: 'Labour', style: 'section' },
    linesTable(
      ['Role', 'Rate / hour', 'Hours', 'Amount'],
      detail.labour.map((l) => [l.role, rupees(l.scale), plainNumber(l.work_hour), rupees(l.amount)]),
      ['*', 80, 50, 90],
      [1, 2, 3],
    ),
    totalsTable([
      ['Labour', rupees(totals.labour)],
      ['Products', rupees(totals.products)],
      [`Travel (${plainNumber(e.travel_distance)} km)`, rupees(totals.travel)],
      [
        `Administrative expense (${plainNumber(e.administrative_expense)} %)`,
        rupees(totals.administrative_expense),
      ],
      [
        `Discount (${plainNumber(e.discount)} %)`,
        compareAmounts(totals.discount, 0) > 0 ? `− ${rupees(totals.discount)}` : rupees(totals.discount),
      ],
      ['GST 18 %', rupees(totals.gst)],
      ['Total', rupees(totals.total)],
    ]),
    inWords(totals.total_in_words),
  );
  if (e.remarks) content.push({ text: 'Remarks', style: 'section' }, { text: e.remarks });
  content.push(
    termsAndExclusions(JOB_CARD_TERMS, JOB_CARD_EXCLUSIONS),
    signatureBlock(
      detail.approve ? `Approved on ${formatDate(detail.approve.generated_at)}` : 'Not approved yet',
      detail.approve ? detail.approve.technical_director : 'Technical director',
      await pdfImageFromDataUrl(e.sign),
      { text: `Prepared by ${e.creator_name} on ${formatDateTime(e.generated_at)}`, style: 'muted' },
    ),
  );
  return renderDocument(ctx, {
    title: `Job card estimate ${e.id}`,
    createdAt: new Date(e.generated_at),
    modifiedAt: latest([
      e.generated_at,
      detail.approve?.generated_at,
      detail.work_status.start_time,
      detail.work_status.finish_time,
    ]),
    content,
    clientName: client,
    clientEmail: e.client_email || null,
  });
}

/** The sends of a job card, for those who may see it (others 404). */
export async function estimateSends(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<DocumentSendsResponse> {
  await visibleEstimate(ctx, user, id);
  // the job card itself carries the client's e-mail
  return { ...(await repo.sendsOf(ctx.db, 'estimate', id)), client_email: null };
}
