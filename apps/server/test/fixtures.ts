import sharp from 'sharp';
import { districts, taskPeople } from '../src/db/schema/index.ts';
import type { Db } from '../src/db/types.ts';
import { insertSite } from '../src/modules/sites/repository.ts';
import { insertTask, type NewTask } from '../src/modules/work/repository.ts';
import type { TestApp } from './helpers.ts';

/** Fixtures several API test files share: a small PNG, and a client with one site. */
/** An 8×8 PNG: a valid image for the upload checks. */
export async function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#38a' } })
    .png()
    .toBuffer();
}

/**
 * A site of `clientId` named `siteName` in Kerala (in `districtId`, the first district when not given; in `city`,
 * 'C' when not given), made by `createdBy` (the client when not given).
 */
export async function insertTestSite(
  db: Db,
  site: { clientId: number; siteName: string; districtId?: number; city?: string; createdBy?: number },
) {
  const districtId = site.districtId ?? (await db.select().from(districts).limit(1))[0]!.id;
  return insertSite(db, {
    clientId: site.clientId,
    fileId: 'F1',
    siteName: site.siteName,
    contactName: 'X',
    phoneNumber: '1',
    addressLine1: 'A',
    addressLine2: 'B',
    city: site.city ?? 'C',
    districtId,
    state: 'KERALA',
    pincode: '680001',
    createdBy: site.createdBy ?? site.clientId,
  });
}

/** A client (of `createdBy`, when given) with one approved site named `name` in the first district. */
export async function clientWithSite(t: TestApp, name: string, createdBy?: number) {
  const client = await t.createUser({ userType: 'client', ...(createdBy ? { createdBy } : {}) });
  const site = await insertTestSite(t.ctx.db, {
    clientId: client.id,
    siteName: name,
    ...(createdBy ? { createdBy } : {}),
  });
  return { client, site };
}

/** The figures of an estimate row put straight into its table, every one zero (a test sets those it needs). */
export const ZERO_ESTIMATE_FIGURES = {
  travelDistance: '0',
  travelCharge: '0',
  productProfit: '0',
  companyProfit: '0',
  administrativeExpense: '0',
  discount: '0',
  travelCost: '0',
  labourTotal: '0',
  productsTotal: '0',
  expenseTotal: '0',
  discountTotal: '0',
  gstTotal: '0',
  total: '0',
};

/**
 * A maintenance task put straight into its table, so that a test controls its status, dates and rating: at a
 * site, advised by `adviserId`, due on `deadline` (a 'Panel' of low priority unless `task` says otherwise),
 * with `people` on it directly. Its id.
 */
export async function insertTestTask(
  db: Db,
  task: Pick<NewTask, 'siteId' | 'adviserId' | 'deadline' | 'description'> & Partial<NewTask>,
  people: readonly number[] = [],
): Promise<number> {
  const id = await insertTask(db, {
    kind: 'maintenance',
    worktype: 'Maintenance',
    panelType: 'Panel',
    priority: 'LOW',
    ...task,
  });
  if (people.length) {
    await db
      .insert(taskPeople)
      .values(people.map((userId) => ({ taskId: id, userId, type: 'direct' as const })));
  }
  return id;
}

/** A client's tax fields in the API's answers when none was given (issue 30): nothing set, billed B2C. */
export const NO_TAX_IDENTITY = {
  billing_address: null,
  state_code: null,
  state_name: null,
  gstin: null,
  billed: 'B2C',
  payment_terms_days: null,
  reminders_off: false,
};

/** The add-product form's fields of a dosing pump (POST /api/add-product, multipart), but for its name. */
export const DOSING_PUMP_FIELDS = {
  description: 'Diaphragm dosing pump',
  categories: 'Dosing Pumps',
  price: '18900.50',
  stock: '5',
  is_sellable: 'false',
  is_proposal: 'false',
};
