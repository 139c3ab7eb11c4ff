import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { jobRoles, products, sites } from '../../db/schema/index.ts';
import { type DemoSeeder, demoUser } from '../../platform/demo.ts';
import { createEstimate } from './operations/create-estimate.ts';
import { approveEstimate, finishEstimate, selfApproveEstimate, startEstimate } from './operations/moves.ts';

interface DemoEstimate {
  work: string[];
  products: [string, string][];
  labour: [string, string][];
  km: string;
  remarks: string;
  /** how far it goes: NOT CONFIRM, APPROVED, IN PROGRESS, FINISHED (self: self-approved by its creator) */
  until: 'NOT CONFIRM' | 'APPROVED' | 'SELF' | 'IN PROGRESS' | 'FINISHED';
}

// A few job cards in every status (issue #11), priced by the real operations from the demo catalogue
const ESTIMATES: DemoEstimate[] = [
  {
    work: ['Replace chlorine dosing pump', 'Calibrate dosing rate'],
    products: [['Electronic Chlorine Dosing Pump 6 LPH', '1']],
    labour: [['Plant Technician', '4']],
    km: '18',
    remarks: 'Old pump to be returned to the client.',
    until: 'NOT CONFIRM',
  },
  {
    work: ['Blower overhaul', 'Replace V-belts and filters'],
    products: [['Twin Lobe Air Blower 3 HP', '1']],
    labour: [
      ['Plant Technician', '6'],
      ['Electrical Engineer', '2'],
    ],
    km: '42.5',
    remarks: 'Shutdown of 4 hours needed.',
    until: 'NOT CONFIRM',
  },
  {
    work: ['RO membrane replacement'],
    products: [['RO Membrane Element 4040', '4']],
    labour: [['Plant Technician', '5']],
    km: '12',
    remarks: '',
    until: 'APPROVED',
  },
  {
    work: ['Inspection of sewage lines', 'Desludging report'],
    products: [],
    labour: [['Field Supervisor', '3']],
    km: '25',
    remarks: 'Labour only: company profit applies.',
    until: 'SELF',
  },
  {
    work: ['Control panel rewiring', 'Fit new MCC panel'],
    products: [
      ['Motor Control Centre Panel 3 Phase', '1'],
      ['STP Automatic Control Panel', '1'],
    ],
    labour: [
      ['Electrical Engineer', '8'],
      ['Welder', '3'],
    ],
    km: '60',
    remarks: 'Materials on site by Monday.',
    until: 'IN PROGRESS',
  },
  {
    work: ['Commission 20 KLD ETP'],
    products: [['Effluent Treatment Plant 20 KLD', '1']],
    labour: [
      ['Senior Engineer', '10'],
      ['Plant Technician', '16'],
    ],
    km: '35',
    remarks: 'Client to provide civil works.',
    until: 'FINISHED',
  },
];

/** Demo estimates: needs the demo users, people, clients and products seeded before it. */
export const seedDemoEstimates: DemoSeeder = async (ctx) => {
  const { db } = ctx;
  const estimator = await demoUser(ctx, 'work.estimate@demo.aquadesk.in');
  const director = await demoUser(ctx, 'technical.director@demo.aquadesk.in');
  const worker = await demoUser(ctx, 'employee@demo.aquadesk.in');
  if (!estimator || !director || !worker) return;
  const siteRows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.approved, true))
    .orderBy(sites.id)
    .limit(ESTIMATES.length);
  if (siteRows.length === 0) return;
  const catalogue = await db.select({ id: products.id, name: products.name }).from(products);
  const roleNames = [...new Set(ESTIMATES.flatMap((e) => e.labour.map(([r]) => r.toLowerCase())))];
  const roles = await db
    .select({ id: jobRoles.id, name: jobRoles.name })
    .from(jobRoles)
    .where(and(inArray(sql`lower(${jobRoles.name})`, roleNames)));
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f7fb8' } })
    .jpeg()
    .toBuffer();

  for (const [i, demo] of ESTIMATES.entries()) {
    const productLines = demo.products.flatMap(([name, quantity]) => {
      const product = catalogue.find((p) => p.name === name);
      return product ? [{ id: product.id, quantity }] : [];
    });
    const labour = demo.labour.flatMap(([name, work_hour]) => {
      const role = roles.find((r) => r.name.toLowerCase() === name.toLowerCase());
      return role ? [{ role_id: role.id, work_hour }] : [];
    });
    if (labour.length === 0) continue;
    const { work_estimate_id: id } = await createEstimate(ctx, estimator, {
      site_id: siteRows[i % siteRows.length]!.id,
      work: demo.work,
      products: productLines,
      labour,
      travel_distance: demo.km,
      remarks: demo.remarks,
    });
    if (demo.until === 'NOT CONFIRM') continue;
    if (demo.until === 'SELF') {
      await selfApproveEstimate(ctx, estimator, { id });
      continue;
    }
    await approveEstimate(ctx, director, { id, assignList: [{ id: worker.id }] });
    if (demo.until === 'APPROVED') continue;
    await startEstimate(ctx, worker, { id });
    if (demo.until === 'IN PROGRESS') continue;
    await finishEstimate(ctx, worker, { fields: { id, time: new Date().toISOString() }, image: photo });
  }
};
