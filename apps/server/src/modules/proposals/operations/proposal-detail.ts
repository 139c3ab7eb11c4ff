import { plainNumber } from '@aquadesk/shared/decimal.ts';
import { amountInWords } from '@aquadesk/shared/money.ts';
import { can } from '@aquadesk/shared/permissions.ts';
import { PROPOSAL_EXCLUSIONS, PROPOSAL_TERMS, type ProposalDetail } from '@aquadesk/shared/proposals.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { companyLetterhead } from '../../company/operations/profile.ts';
import type * as repo from '../repository.ts';
import { visibleProposal } from './visibility.ts';

/**
 * The wire form of a stored proposal (every figure as frozen at creation). The product's price and the
 * profit and expense percentages only for those who set margins (issue 41 item 7): anyone else has the
 * price the client pays, the total.
 */
export async function detailOf(
  ctx: AppContext,
  user: AuthUser,
  row: repo.ProposalRow,
): Promise<ProposalDetail> {
  const internal = can(user, 'margins.view');
  return {
    id: row.id,
    heading: row.heading,
    product_id: row.productId,
    product_name: row.productName,
    description: row.description,
    intro: row.intro,
    content: row.content,
    technical_specification: row.technicalSpecification,
    image: row.imageFile ? `/api/proposal-image/${row.id}` : null,
    price: internal ? row.price : null,
    product_profit: internal ? plainNumber(row.productProfit) : null,
    administrative_expense: internal ? plainNumber(row.administrativeExpense) : null,
    total: row.total,
    total_in_words: amountInWords(row.total),
    client_name: row.clientName,
    organization: row.organization,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    city: row.city,
    district: row.district,
    state: row.state,
    pincode: row.pincode,
    email: row.email,
    phone: row.phone,
    generate_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    creater_name: row.creatorName,
    creater_phone: row.creatorPhone,
    creater_email: row.creatorEmail,
    signature_url: row.signFile ? `/api/proposal-sign/${row.id}` : null,
    terms: [...PROPOSAL_TERMS],
    exclusions: [...PROPOSAL_EXCLUSIONS],
    company: await companyLetterhead(ctx),
  };
}

/**
 * One proposal for a viewer (POST /get-singlepraposal-by-id, and the proposal PDF): 404 when it does not exist
 * or the viewer may not see it (a reseller sees only their own).
 */
export async function proposalForViewer(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<ProposalDetail> {
  return detailOf(ctx, user, await visibleProposal(ctx, user, id));
}

/**
 * The frozen product image or creator's signature of a proposal the viewer may see, as bytes (the web page and
 * the proposal PDF); 404 when there is none.
 */
export async function proposalImage(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  which: 'image' | 'sign',
): Promise<{ data: Buffer; contentType: string }> {
  const row = await visibleProposal(ctx, user, id);
  const file = which === 'image' ? row.imageFile : row.signFile;
  const image = file ? await ctx.storage.read('proposal', file) : null;
  if (!image) throw notFound('Image');
  return image;
}
