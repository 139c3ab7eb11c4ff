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

/** The generate form's request (POST /praposal_generater, wire names as docs/api.md), `over` changing fields. */
export const proposalRequest = (productId: number, over: Record<string, unknown> = {}) => ({
  product: 'Reverse Osmosis Plant',
  productId,
  headding: 'Proposal for a 2000 LPH RO plant',
  client_name: 'Anita Menon',
  organization: 'Lakeshore Hospital',
  address_line_1: 'Lakeshore Road',
  address_line_2: 'Near the bus stand',
  city: 'Kochi',
  district: 'Ernakulam',
  state: 'Kerala',
  pincode: '682001',
  email: 'Anita@Lakeshore.example',
  phone: '9847012345',
  ...over,
});
