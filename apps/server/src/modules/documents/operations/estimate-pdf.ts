import type { DocumentSendsResponse } from '@aquadesk/shared/documents.ts';
import { clientCopyRows } from '@aquadesk/shared/estimate-client-copy.ts';
import { JOB_CARD_EXCLUSIONS, JOB_CARD_TERMS } from '@aquadesk/shared/estimates.ts';
import { formatDate, formatDateTime } from '@aquadesk/shared/format.ts';
import type { Content } from 'pdfmake/interfaces';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import {
  facts,
  inWords,
  partiesBlock,
  pdfImageFromDataUrl,
  rupees,
  signatureBlock,
  termsAndExclusions,
  totalsTable,
} from '../../../platform/pdf.ts';
import { estimateDetail } from '../../estimates/operations/estimate-detail.ts';
import { visibleEstimate } from '../../estimates/operations/visibility.ts';
import * as repo from '../repository.ts';
import { tableWithClosing } from './ledger-pdf-parts.ts';
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
  const copy = detail.client_copy;
  const clientName = e.client_org ?? e.client_name;
  const address = [e.address_line1, e.address_line2, e.city, e.district, e.pincode]
    .filter(Boolean)
    .join(', ');
  const content: Content[] = [
    partiesBlock(
      {
        title: 'Client',
        lines: [
          { text: clientName, bold: true },
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
            ['Phone', e.adviser_phone],
            ['E-mail', e.adviser_email],
            ...(detail.assignees.length > 0
              ? [['Assigned to', detail.assignees.map((a) => a.name).join(', ')] as const]
              : []),
          ]),
        ],
      },
    ),
    { text: 'Work', style: 'section' },
    { ol: e.work.map((w) => w) },
  ];
  if (e.remarks) content.push({ text: 'Remarks', style: 'section' }, { text: e.remarks });
  // the client's copy (docs/api.md "What each document shows to whom"; estimate-client-copy.ts, which the job
  // card's screen prints too): every line at the client's price, the product profit, company profit and
  // administrative expense folded in and labour a service line, never the staff's pay rate; the totals are
  // the job card's own, to the paisa
  const rows = copy.lines.map((l) => [l.description, l.quantity, rupees(l.rate), rupees(l.amount)]);
  content.push(
    ...tableWithClosing(
      { header: ['Item', 'Qty', 'Rate', 'Amount'], rows, widths: ['*', 50, 90, 90], right: [1, 2, 3] },
      [
        totalsTable(clientCopyRows(copy).map((r) => [r.label, r.text])),
        inWords(copy.total_in_words),
        signatureBlock(
          detail.approve ? `Approved on ${formatDate(detail.approve.generated_at)}` : 'Not approved yet',
          detail.approve ? detail.approve.technical_director : 'Technical director',
          await pdfImageFromDataUrl(e.sign),
          { text: `Prepared by ${e.creator_name} on ${formatDateTime(e.generated_at)}`, style: 'muted' },
        ),
      ],
      2,
      [{ text: 'Charges', style: 'section' }],
    ),
    // the small print after the signature, so the closing block stays small enough to keep with the lines;
    // whole, so no term is cut by a page
    { stack: [termsAndExclusions(JOB_CARD_TERMS, JOB_CARD_EXCLUSIONS)], unbreakable: true },
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
    clientName,
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
