import type { Content } from 'pdfmake/interfaces';
import type { AppContext } from '../../../platform/context.ts';
import type { Letterhead } from '../../../platform/pdf-render.ts';
import { documentLogo } from '../../company/operations/logo.ts';
import { companyLetterhead } from '../../company/operations/profile.ts';

/** A business document as PDF, with whom it is for. */
export interface RenderedDocument {
  pdf: Buffer;
  /** The organisation (or client) the document is for, and their e-mail when known (the send form's default). */
  clientName: string;
  clientEmail: string | null;
  title: string;
  /** A link the send mail carries below the text (the invoice's quick pay page with its key). */
  link?: { label: string; url: string };
}

/**
 * Renders a document's content under the company letterhead (the company profile in force) on the render pool
 * (platform/pdf.ts: a busy pool is 503 with Retry-After, a render past its deadline 504); `createdAt` and
 * `modifiedAt` are the record's own dates, so the same record gives the same bytes.
 */
export async function renderDocument(
  ctx: AppContext,
  doc: Omit<RenderedDocument, 'pdf'> & {
    createdAt: Date;
    modifiedAt: Date;
    content: Content[];
    /** The supplier as the document prints it (a tax invoice: the company profile it was issued under). */
    letterhead?: Letterhead;
    /**
     * The company profile version the document was issued under, whose logo it prints (issue 41 item 11);
     * null or absent: the version in force (a draft, an estimate, a proposal, a statement).
     */
    profileId?: number | null;
  },
): Promise<RenderedDocument> {
  const { title, createdAt, modifiedAt, content, clientName, clientEmail } = doc;
  const [letterhead, logo] = await Promise.all([
    doc.letterhead ?? companyLetterhead(ctx),
    documentLogo(ctx, doc.profileId ?? null),
  ]);
  const pdf = await ctx.pdf.render({
    title,
    createdAt,
    modifiedAt,
    letterhead: { ...letterhead, logo },
    content,
  });
  return { pdf, clientName, clientEmail, title };
}
