import { describe, expect, it } from 'vitest';
import {
  ZAddClientRequest,
  ZCreateNoteRequest,
  ZEditClientRequest,
  ZSendMailRequest,
} from '../src/clients.ts';
import { ZCreateResellerRequest, ZEditResellerRequest, ZResellerPasswordRequest } from '../src/resellers.ts';
import { ZCreateSiteRequest, ZUpdateResellerSiteRequest } from '../src/sites.ts';
import { issuesToErrors, MESSAGES } from '../src/validation.ts';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? {} : issuesToErrors(result.error!.issues));

describe('site schemas (spec 000 §5)', () => {
  it('upper-cases the text fields and requires every field', () => {
    const ok = ZCreateSiteRequest.parse({
      name: 'ravi',
      orgId: '4',
      phone_number: '98',
      site_name: 'lake view',
      address_line_1: 'a',
      address_line_2: 'b',
      city: 'kochi',
      district: 'ernakulam',
      state: 'kerala',
      pincode: '682001',
    });
    expect(ok).toMatchObject({ name: 'RAVI', orgId: 4, site_name: 'LAKE VIEW', city: 'KOCHI', file_id: '' });
    const errors = errorsOf(ZCreateSiteRequest.safeParse({}));
    expect(errors.orgId).toBe('Select a valid Organization');
    expect(errors.site_name).toBe(MESSAGES.required);
    expect(Object.keys(errors)).toHaveLength(10);
  });

  it('forces the reseller site edit to upper case', () => {
    const ok = ZUpdateResellerSiteRequest.parse({
      site_id: 1,
      name: 'n',
      phone_number: '1',
      site_name: 's',
      address_line1: 'a',
      address_line2: 'b',
      city: 'c',
      district: 'd',
      state: 'e',
      pincode: '1',
    });
    expect(ok).toMatchObject({ name: 'N', site_name: 'S', address_line1: 'A', district: 'D' });
  });
});

describe('client schemas (spec 001 §5)', () => {
  it('add client: name upper-cased, strong password, matching confirmation', () => {
    const base = {
      email: 'A@B.in',
      name: 'anu',
      phone_number: '98',
      organization: 'X',
      password: 'Strong@123',
    };
    expect(ZAddClientRequest.parse({ ...base, cPassword: 'Strong@123' })).toMatchObject({
      name: 'ANU',
      email: 'a@b.in',
    });
    expect(errorsOf(ZAddClientRequest.safeParse({ ...base, cPassword: 'x' }))).toEqual({
      cPassword: MESSAGES.passwordMismatch,
    });
    expect(
      errorsOf(ZAddClientRequest.safeParse({ ...base, password: 'weak', cPassword: 'weak' })).password,
    ).toBe(MESSAGES.weakPassword);
  });

  it('edit client needs organization, name and phone; notes need a site; mail a recipient', () => {
    expect(Object.keys(errorsOf(ZEditClientRequest.safeParse({ user_id: 1 }))).sort()).toEqual([
      'name',
      'organization',
      'phone_number',
    ]);
    expect(errorsOf(ZCreateNoteRequest.safeParse({ client_id: 1, heading: 'h', description: 'd' }))).toEqual({
      site_id: 'Select a valid Site',
    });
    expect(errorsOf(ZSendMailRequest.safeParse({ emailList: [], heading: 'h', description: 'd' }))).toEqual({
      emailList: 'Select at least one recipient',
    });
  });
});

describe('reseller schemas (spec 000 §5)', () => {
  it('uses the reseller form’s own messages', () => {
    const errors = errorsOf(
      ZCreateResellerRequest.safeParse({
        email: 'r@x.in',
        name: 'R',
        phone_number: '1',
        password: 'weakpass',
        cPassword: 'other',
        district_ids: [],
      }),
    );
    expect(errors).toMatchObject({
      password: 'Password is not strong enough',
      district_ids: 'Select at least one district',
    });
    expect(
      errorsOf(
        ZEditResellerRequest.safeParse({ user_id: 1, name: 'R', phone_number: '1', district_ids: [] }),
      ),
    ).toEqual({
      district_ids: 'Select at least one district',
    });
  });

  it('reset reseller password: equal, no strength rule', () => {
    expect(
      ZResellerPasswordRequest.safeParse({ user_id: 1, password: 'simple', cPassword: 'simple' }).success,
    ).toBe(true);
    expect(
      errorsOf(ZResellerPasswordRequest.safeParse({ user_id: 1, password: 'a', cPassword: 'b' })),
    ).toEqual({
      cPassword: 'Passwords do not match',
    });
  });
});
