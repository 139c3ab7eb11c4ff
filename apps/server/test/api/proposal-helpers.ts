import { products } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers.ts';

/** Shared set-up of the proposal API tests (proposals.test.ts, documents.test.ts). */

/** A PROPOSAL product with an image, intro, content and a technical specification; `over` changes any field. */
export async function insertProposalProduct(
  t: TestApp,
  image: Buffer,
  over: Partial<typeof products.$inferInsert> = {},
) {
  const [row] = await t.ctx.db
    .insert(products)
    .values({
      name: 'Reverse Osmosis Plant',
      description: 'A 2000 LPH reverse osmosis plant',
      price: '10000.00',
      image: await t.ctx.storage.saveImage('product', image),
      categories: 'Plants',
      isProposal: true,
      intro: 'We are pleased to offer',
      content: 'The plant removes dissolved salts.',
      technicalSpecification: [
        { heading: 'Capacity', value: '2000 LPH' },
        { heading: 'Membranes', value: '4 × 4040' },
      ],
      ...over,
    })
    .returning();
  return row!;
}

export { proposalRequest } from '../support/proposal-request.ts';
