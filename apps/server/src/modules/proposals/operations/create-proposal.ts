import { proposalTotal } from '@aquadesk/shared/money.ts';
import { type CreateProposalValues, PROPOSAL_MESSAGES } from '@aquadesk/shared/proposals.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { type FieldErrors, fieldError, throwIfInvalid } from '../../../platform/errors.ts';
import { profitSettings } from '../../profit/operations/profit-settings.ts';
import { listDistricts } from '../../sites/operations/sites.ts';
import * as repo from '../repository.ts';
import { publishProposal } from './events.ts';

/**
 * The checks of a new proposal beyond its schema, on whichever fields are given: a PROPOSAL product and a
 * district of the list, both named when both fail (the route runs this too when the schema fails).
 */
export async function checkProposalFields(
  ctx: AppContext,
  user: AuthUser,
  input: Partial<Pick<CreateProposalValues, 'productId' | 'district'>>,
) {
  const errors: FieldErrors = {};
  const [product, districts] = await Promise.all([
    input.productId === undefined ? undefined : repo.findProposalProduct(ctx.db, input.productId),
    input.district === undefined ? [] : listDistricts(ctx, user),
  ]);
  if (input.productId !== undefined && !product) errors.productId = PROPOSAL_MESSAGES.unknownProduct;
  const wanted = input.district?.toLowerCase();
  const district = districts.find((d) => d.name.toLowerCase() === wanted);
  if (input.district !== undefined && !district) errors.district = PROPOSAL_MESSAGES.unknownDistrict;
  return { errors, product, district };
}

/**
 * POST /praposal_generater (spec 001 §5, §7, §9; docs/api.md "Money"). The product must be a PROPOSAL product
 * (else 400 at productId) and the district one of GET /districts (else 400 at district). The product's name,
 * description, intro, content, technical specification, price and a copy of its image are frozen on the
 * proposal with the profit percentages and the total (money.ts proposalTotal), and so are the creator's name,
 * phone, e-mail and a copy of their signature: later changes to any of them never move a proposal.
 */
export async function createProposal(
  ctx: AppContext,
  user: AuthUser,
  input: CreateProposalValues,
): Promise<{ id: number }> {
  const { db, storage } = ctx;
  const [{ errors, product, district }, profit, creator] = await Promise.all([
    checkProposalFields(ctx, user, input),
    profitSettings(ctx),
    repo.creatorOf(db, user.id),
  ]);
  throwIfInvalid(errors);
  if (!product || !district) throw fieldError('productId', PROPOSAL_MESSAGES.unknownProduct);

  const total = proposalTotal(product.price, profit.product_profit, profit.administrative_expense);
  // copies, so a later product image or signature upload (which removes the old file) never changes a proposal
  const [imageFile, signFile] = await Promise.all([
    product.image ? storage.copy('product', product.image, 'proposal') : null,
    creator?.signFile ? storage.copy('sign', creator.signFile, 'proposal') : null,
  ]);
  let id: number;
  try {
    id = await repo.insertProposal(db, {
      heading: input.heading,
      productId: product.id,
      productName: product.name,
      description: product.description,
      intro: product.intro,
      content: product.content,
      technicalSpecification: product.technicalSpecification,
      imageFile,
      price: product.price,
      productProfit: profit.product_profit,
      administrativeExpense: profit.administrative_expense,
      total: total.total,
      clientName: input.client_name,
      organization: input.organization,
      addressLine1: input.address_line_1,
      addressLine2: input.address_line_2,
      city: input.city,
      district: district.name,
      state: input.state,
      pincode: input.pincode,
      email: input.email,
      phone: input.phone,
      createdBy: user.id,
      creatorName: creator?.name ?? user.name,
      creatorPhone: creator?.phone ?? '',
      creatorEmail: creator?.email ?? user.email,
      signFile,
    });
  } catch (error) {
    await Promise.all([
      storage.remove('proposal', imageFile).catch(() => undefined),
      storage.remove('proposal', signFile).catch(() => undefined),
    ]);
    throw error;
  }
  await publishProposal(ctx, id);
  return { id };
}
