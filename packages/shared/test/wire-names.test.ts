import { describe, expect, it } from 'vitest';
import {
  type EstimateClientCard,
  type EstimateSetterCard,
  estimateCardFromWire,
  estimateCardToWire,
} from '../src/estimates.ts';
import { proposalRequestToWire, type TProposalForm, ZCreateProposalRequest } from '../src/proposals.ts';
import { type WorkEstimate, workEstimateFromWire, workEstimateToWire } from '../src/work.ts';

/** issue 42 item 3: the spec's spellings on the wire, the code's names inside, one mapping each way. */
const heading = {
  id: 7,
  work: ['Service the pump'],
  status: 'APPROVED' as const,
  generated_at: '2026-11-21T09:30:00.000Z',
  travel_distance: '12',
  discount: '0',
  remarks: '',
  sign: null,
  site_id: 3,
  site_name: 'Plant',
  client_id: 4,
  client_org: 'Acme',
  client_name: 'ANU',
  client_email: 'anu@example.com',
  client_phone: '9876543210',
  address_line1: 'Road 1',
  address_line2: 'Ward 2',
  city: 'Kochi',
  district: 'Ernakulam',
  pincode: '682001',
  created_by: 2,
  creator_name: 'Ravi',
  adviser_phone: '9000000001',
  adviser_email: 'ravi@example.com',
};
const copy = {
  lines: [],
  value: '0',
  discount_percent: '0.00',
  discount: '0',
  gst: '0',
  total: '0.00',
  total_in_words: 'Zero rupees',
};
const clientCard: EstimateClientCard = {
  approve: null,
  assignees: [{ id: 5, name: 'Meera' }],
  work_estimate: heading,
  labour: null,
  products: null,
  work_status: { start_time: null, finish_time: null, image: null },
  totals: null,
  client_copy: copy,
};
const setterCard: EstimateSetterCard = {
  ...clientCard,
  work_estimate: {
    ...heading,
    travel_cost: '120.00',
    administrative_expense: '5',
    product_profit: '10',
    company_profit: '8',
  },
  labour: [],
  products: [],
  totals: {
    labour: '0',
    products: '0',
    travel: '120.00',
    administrative_expense: '0',
    discount: '0',
    gst: '0',
    total: '120.00',
    total_in_words: 'One hundred twenty rupees',
  },
};

describe('wire names (issue 42 item 3)', () => {
  it('sends a job card with the spec’s assigne and advicer_*, and reads it back with the code’s names', () => {
    for (const card of [clientCard, setterCard]) {
      const wire = estimateCardToWire(card);
      expect(wire.assigne).toEqual(card.assignees);
      expect(wire.work_estimate).toMatchObject({
        advicer_phone: '9000000001',
        advicer_email: 'ravi@example.com',
      });
      expect(Object.keys(wire)).not.toContain('assignees');
      expect(Object.keys(wire.work_estimate)).not.toContain('adviser_phone');
      expect(estimateCardFromWire(wire)).toEqual(card);
    }
    expect(estimateCardToWire(setterCard).work_estimate).toMatchObject({ travel_cost: '120.00' });
  });

  it('sends an Estimate tab row with the spec’s assigne', () => {
    const row = { work_estimate_id: 7, assignees: [{ id: 5, name: 'Meera' }], assigned_to_me: true };
    const wire = workEstimateToWire(row as unknown as WorkEstimate);
    expect(wire).toMatchObject({ work_estimate_id: 7, assigne: row.assignees, assigned_to_me: true });
    expect(Object.keys(wire)).not.toContain('assignees');
    expect(workEstimateFromWire(wire)).toEqual(row);
  });

  it('takes a proposal’s headding on the wire as heading, and names a failure at headding', () => {
    const form: TProposalForm = {
      productId: 3,
      heading: 'STP for the hospital',
      client_name: 'Anu',
      organization: 'Acme',
      address_line_1: 'Road 1',
      address_line_2: 'Ward 2',
      city: 'Kochi',
      district: 'Ernakulam',
      state: 'Kerala',
      pincode: '682001',
      email: 'anu@example.com',
      phone: '9876543210',
    };
    const wire = proposalRequestToWire(form);
    expect(wire).toMatchObject({ headding: 'STP for the hospital' });
    expect(Object.keys(wire)).not.toContain('heading');
    expect(ZCreateProposalRequest.parse(wire)).toMatchObject({ heading: 'STP for the hospital' });
    const failed = ZCreateProposalRequest.safeParse({ ...wire, headding: '' });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues.map((i) => i.path.join('.'))).toEqual(['headding']);
  });
});
