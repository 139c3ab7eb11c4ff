import sharp from 'sharp';
import { districts } from '../src/db/schema/index.ts';
import { insertSite } from '../src/modules/sites/repository.ts';
import type { TestApp } from './helpers.ts';

/** Fixtures several API test files share: a small PNG, and a client with one site. */
/** An 8×8 PNG: a valid image for the upload checks. */
export async function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#38a' } })
    .png()
    .toBuffer();
}

/** A client (of `createdBy`, when given) with one approved site named `name` in the first district. */
export async function clientWithSite(t: TestApp, name: string, createdBy?: number) {
  const [d] = await t.ctx.db.select().from(districts).limit(1);
  const client = await t.createUser({ userType: 'client', ...(createdBy ? { createdBy } : {}) });
  const site = await insertSite(t.ctx.db, {
    clientId: client.id,
    fileId: 'F1',
    siteName: name,
    contactName: 'X',
    phoneNumber: '1',
    addressLine1: 'A',
    addressLine2: 'B',
    city: 'C',
    districtId: d!.id,
    state: 'KERALA',
    pincode: '680001',
    createdBy: createdBy ?? client.id,
  });
  return { client, site };
}
