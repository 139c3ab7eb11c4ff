/**
 * The generate form's request (POST /praposal_generater, wire names as docs/api.md): a proposal to Anita
 * Menon of Lakeshore Hospital, Kochi, for product `productId`, `over` changing fields. The proposal API
 * tests and the journeys' generateProposal send it.
 */
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
