import { CLIENT_MESSAGES } from '@aquadesk/shared/clients.ts';
import { ESTIMATE_MESSAGES } from '@aquadesk/shared/estimates.ts';
import { PROPOSAL_MESSAGES } from '@aquadesk/shared/proposals.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { WORK_MESSAGES } from '@aquadesk/shared/work.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWithSite } from '../fixtures.ts';
import { type AuthHeaders, buildAdminTestApp, multipart, type TestApp } from '../helpers.ts';

/**
 * Issue 28 item 10: a call names every failing field at once. The checks an operation makes beyond its
 * schema (they depend on the caller or on stored records: a reseller's work types, a product that must
 * exist) used to run only once the schema passed, so a first answer hid them. Each case below fails the
 * schema at one field and the operation's checks at others, and every one of them must be named.
 */

let t: TestApp;
let admin: AuthHeaders;
let clientId: number;
let otherSiteId: number;
beforeAll(async () => {
  ({ t, admin } = await buildAdminTestApp());
  const mine = await clientWithSite(t, 'FIELD ERRORS PLANT');
  const other = await clientWithSite(t, 'SOMEONE ELSES PLANT');
  clientId = mine.client.id;
  otherSiteId = other.site.id;
});
afterAll(() => t.close());

const MISSING = 999_999;

describe('every failing field at once', () => {
  it('is named on each call whose operation checks fields beyond its schema', async () => {
    const reseller = await t.asRole('reseller');
    const director = await t.asRole('technical_director');
    const cases: {
      call: string;
      headers: AuthHeaders;
      body: Record<string, unknown>;
      errors: Record<string, string>;
    }[] = [
      {
        call: 'add-new-work',
        headers: reseller.headers,
        // no priority (the schema); a work type resellers may not register, an unknown site and employee
        body: {
          panel_type: 'Panel',
          worktype: 'Finance',
          deadline: '2026-12-01',
          description: 'x',
          site_id: MISSING,
          users_id: [MISSING],
        },
        errors: {
          priority: WORK_MESSAGES.priorityRequired,
          worktype: WORK_MESSAGES.resellerWorkType,
          site_id: WORK_MESSAGES.unknownSite,
          users_id: WORK_MESSAGES.unknownEmployee,
        },
      },
      {
        call: 'add-maintenance',
        headers: admin,
        body: {
          panel_type: '',
          worktype: 'Maintenance',
          priority: 'LOW',
          deadline: '2026-12-01',
          complaint: 'x',
          site_id: MISSING,
        },
        errors: { panel_type: WORK_MESSAGES.panelTypeRequired, site_id: WORK_MESSAGES.unknownSite },
      },
      {
        call: 'forward-work',
        headers: admin,
        body: { id: 'x', worktype: 'New Work', users_id: [MISSING] },
        errors: { users_id: WORK_MESSAGES.unknownEmployee },
      },
      {
        call: 'estimate_generater',
        headers: director.headers,
        body: {
          site_id: 1,
          work: [],
          products: [{ id: MISSING, quantity: 1 }],
          labour: [{ role_id: MISSING, work_hour: 1 }],
          travel_distance: 1,
        },
        errors: {
          work: ESTIMATE_MESSAGES.workRequired,
          discount: MESSAGES.required,
          administrative_expense: MESSAGES.required,
          'products.0.id': ESTIMATE_MESSAGES.unknownProduct,
          'labour.0.role_id': ESTIMATE_MESSAGES.unknownRole,
        },
      },
      {
        call: 'approve-estimate',
        headers: admin,
        body: { id: 'x', assignList: [{ id: MISSING }] },
        errors: { assignList: ESTIMATE_MESSAGES.unknownAssignee },
      },
      {
        call: 'praposal_generater',
        headers: admin,
        body: { productId: MISSING, district: 'Atlantis', headding: 'Offer' },
        errors: {
          productId: PROPOSAL_MESSAGES.unknownProduct,
          district: PROPOSAL_MESSAGES.unknownDistrict,
          client_name: expect.any(String) as unknown as string,
        },
      },
      {
        call: 'add-dept',
        headers: admin,
        body: { name: '', description: 'x', manager_id: MISSING },
        errors: { name: MESSAGES.required, manager_id: 'Pick a manager from the list' },
      },
      {
        call: 'add-dept-emp',
        headers: admin,
        body: { dept_id: 'x', employees: [{ id: MISSING }] },
        errors: { employees: 'Pick employees from the list' },
      },
      {
        call: 'create-reseller',
        headers: admin,
        body: { name: 'R', phone_number: '9876543210', password: 'Reseller@123', district_ids: [MISSING] },
        errors: { email: MESSAGES.required, district_ids: expect.any(String) as unknown as string },
      },
      {
        call: 'create-note',
        headers: admin,
        body: { client_id: clientId, site_id: otherSiteId, heading: '', description: 'd' },
        errors: { heading: expect.any(String) as unknown as string, site_id: CLIENT_MESSAGES.selectSite },
      },
      {
        call: 'update-reseller-site',
        headers: admin,
        body: {
          site_id: 'x',
          name: 'N',
          phone_number: '1',
          site_name: 'S',
          address_line1: 'A',
          address_line2: 'B',
          city: 'C',
          district: 'Atlantis',
          state: 'KERALA',
          pincode: '680001',
        },
        errors: { district: 'Select a valid District' },
      },
    ];
    for (const { call, headers, body, errors } of cases) {
      const res = await t.app.inject({ method: 'POST', url: `/api/${call}`, headers, payload: body });
      expect(res.statusCode, call).toBe(400);
      expect(res.json().errors, call).toMatchObject(errors);
      // one problem is the message itself; more are summed up
      const messages = Object.values(res.json().errors as Record<string, string>);
      expect(res.json().message, call).toBe(
        messages.length > 1 ? 'Please correct the highlighted fields' : messages[0],
      );
    }
  });

  it('is named on a multipart record too', async () => {
    const form = multipart({
      client_id: String(clientId),
      site_id: String(otherSiteId),
      heading: '',
      description: 'd',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/add-client-record',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      heading: expect.any(String),
      image: CLIENT_MESSAGES.imageRequired,
      site_id: CLIENT_MESSAGES.selectSite,
    });
  });

  it('names a product id read beside the form with the form own failures', async () => {
    const form = multipart({ name: 'Pump', price: 'abc' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/edit-product',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ id: 'Must be a product id', price: expect.any(String) });
  });
});
