import { describe, expect, it } from 'vitest';
import { clientCopyRows } from '../src/estimate-client-copy.ts';
import {
  ESTIMATE_MOVES,
  ESTIMATE_STATUSES,
  type EstimateMove,
  type EstimateStatus,
  estimateScope,
  mayPickLabourRole,
  maySelfApprove,
  moveEstimate,
  ZCreateEstimateRequest,
  ZEditEstimateRequest,
} from '../src/estimates.ts';

const p = (permissions: string[], userType = 'Technician', id = 1) => ({ id, userType, permissions });

describe('the estimate status machine (spec 001 §4)', () => {
  it('allows exactly the four moves and edit on NOT CONFIRM; every other pair is refused', () => {
    const allowed: [EstimateStatus, EstimateMove, EstimateStatus][] = [
      ['NOT CONFIRM', 'approve', 'APPROVED'],
      ['NOT CONFIRM', 'self_approve', 'APPROVED'],
      ['NOT CONFIRM', 'edit', 'NOT CONFIRM'],
      ['APPROVED', 'start', 'IN PROGRESS'],
      ['IN PROGRESS', 'finish', 'FINISHED'],
    ];
    for (const status of ESTIMATE_STATUSES) {
      for (const move of Object.keys(ESTIMATE_MOVES) as EstimateMove[]) {
        const rule = allowed.find(([s, m]) => s === status && m === move);
        expect(moveEstimate(status, move), `${status} ${move}`).toBe(rule ? rule[2] : null);
      }
    }
  });

  it('FINISHED is final', () => {
    for (const move of Object.keys(ESTIMATE_MOVES) as EstimateMove[]) {
      expect(moveEstimate('FINISHED', move)).toBeNull();
    }
  });
});

describe('who may pick and approve (spec 001 §6)', () => {
  it('labour roles: reseller admin/Reseller Admin; admin all; others all but client', () => {
    const reseller = p(['reseller'], 'reseller');
    expect(mayPickLabourRole(reseller, 'Reseller Admin')).toBe(true);
    expect(mayPickLabourRole(reseller, 'ADMIN')).toBe(true);
    expect(mayPickLabourRole(reseller, 'Plumber')).toBe(false);
    expect(mayPickLabourRole(p(['admin', 'employee'], 'admin'), 'client')).toBe(true);
    expect(mayPickLabourRole(p(['work_estimate', 'employee']), 'client')).toBe(false);
    expect(mayPickLabourRole(p(['work_estimate', 'employee']), 'Plumber')).toBe(true);
  });

  it('self-approve: the creator, not a reseller, without approve rights', () => {
    expect(maySelfApprove(p(['work_estimate', 'employee']), 1)).toBe(true);
    expect(maySelfApprove(p(['work_estimate', 'employee']), 2)).toBe(false);
    expect(maySelfApprove(p(['technical_director', 'employee']), 1)).toBe(false);
    expect(maySelfApprove(p(['admin']), 1)).toBe(false);
    expect(maySelfApprove(p(['reseller'], 'reseller'), 1)).toBe(false);
  });
});

describe('estimate requests', () => {
  const base = { site_id: 1, labour: [{ role_id: 1, work_hour: 1 }], travel_distance: 0 };
  it('reads work as JSON text, a list or one plain line', () => {
    expect(ZCreateEstimateRequest.parse({ ...base, work: '["a"," b "]' }).work).toEqual(['a', 'b']);
    expect(ZCreateEstimateRequest.parse({ ...base, work: ['x'] }).work).toEqual(['x']);
    expect(ZCreateEstimateRequest.parse({ ...base, work: 'plain job' }).work).toEqual(['plain job']);
    expect(ZCreateEstimateRequest.safeParse({ ...base, work: '[]' }).success).toBe(false);
  });
  it('edit needs one of the three', () => {
    expect(ZEditEstimateRequest.safeParse({ id: 1 }).success).toBe(false);
    expect(ZEditEstimateRequest.safeParse({ id: 1, travelCost: '0' }).success).toBe(true);
  });
});

describe("the job card's client copy rows (issue 41 item 7)", () => {
  const copy = {
    value: '5170.00',
    discount_percent: '5.00',
    discount: '258.50',
    gst: '884.07',
    total: '5795.00',
  };
  it('value, discount, GST, what rounding took off and the total, adding up as printed', () => {
    expect(clientCopyRows(copy).map((r) => [r.label, r.text])).toEqual([
      ['Value', '₹5,170.00'],
      ['Discount (5 %)', '− ₹258.50'],
      ['GST 18 %', '₹884.07'],
      ['Rounded off', '− ₹0.57'],
      ['Total', '₹5,795.00'],
    ]);
  });
  it('no discount row without a discount, no rounding row when the total took nothing off', () => {
    const rows = clientCopyRows({
      ...copy,
      discount_percent: '0.00',
      discount: '0.00',
      gst: '930.60',
      total: '6100.60',
    });
    expect(rows.map((r) => r.key)).toEqual(['value', 'gst', 'total']);
  });
});

describe('what an estimate list says it holds (issue 41 item 8)', () => {
  it('the job card rule in words, narrowed by the Advisor filter', () => {
    const estimator = p(['employee', 'work_estimate']);
    expect(estimateScope(estimator)).toBe('Estimates you advise or are assigned to');
    expect(estimateScope(estimator, 'me')).toBe('Estimates you advise');
    expect(estimateScope(estimator, 'others')).toBe('Estimates others advise that you are assigned to');
    expect(estimateScope(p(['reseller'], 'reseller'))).toBe(
      'Estimates you advise or are assigned to, and those for your clients',
    );
    expect(estimateScope(p(['employee', 'technical_director']))).toBe('Every estimate');
  });
});
