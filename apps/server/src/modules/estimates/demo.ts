import sharp from 'sharp';
import type { AuthUser } from '../../platform/auth-user.ts';
import { type DemoSeeder, demoUser } from '../../platform/demo.ts';
import { productPicks } from '../products/operations/picks.ts';
import { sitePicks } from '../sites/operations/picks.ts';
import { createEstimate } from './operations/create-estimate.ts';
import { approveEstimate, finishEstimate, selfApproveEstimate, startEstimate } from './operations/moves.ts';
import * as repo from './repository.ts';

/** Who makes an estimate and who is assigned to it, by their demo login. */
type Person = 'estimator' | 'chemist' | 'director' | 'technician' | 'sreejith';

const EMAILS: Record<Person, string> = {
  estimator: 'work.estimate@demo.aquadesk.in',
  chemist: 'aswathy.raj@demo.aquadesk.in',
  director: 'technical.director@demo.aquadesk.in',
  technician: 'employee@demo.aquadesk.in',
  sreejith: 'sreejith.kumar@demo.aquadesk.in',
};

interface DemoEstimate {
  /** the approved site's name (a reseller's client's site shows on that reseller's list) */
  site: string;
  /** who made it (the estimator unless said) and who is assigned at approval (the technician unless said) */
  by?: Person;
  assign?: Person[];
  work: string[];
  products: [string, string][];
  labour: [string, string][];
  km: string;
  remarks: string;
  /** how far it goes: NOT CONFIRM, APPROVED, IN PROGRESS, FINISHED (self: self-approved by its creator) */
  until: 'NOT CONFIRM' | 'APPROVED' | 'SELF' | 'IN PROGRESS' | 'FINISHED';
}

// Job cards in every status (issue #11), priced by the real operations from the demo catalogue. Issue 31
// item 4: the estimator's drafts wait for approval (spec 001 §6 keeps a creator's own rows off their
// Estimates list: they are on the job card), the estimator is on the site surveys the chemist priced, the
// reseller's clients' sites have estimates the company made for them, and the technician has job cards
// approved, in progress and finished.
const ESTIMATES: DemoEstimate[] = [
  {
    site: 'LAKESHORE ETP',
    work: ['Replace chlorine dosing pump', 'Calibrate dosing rate'],
    products: [['Electronic Chlorine Dosing Pump 6 LPH', '1']],
    labour: [['Plant Technician', '4']],
    km: '18',
    remarks: 'Old pump to be returned to the client.',
    until: 'NOT CONFIRM',
  },
  {
    site: 'SPICE UNIT WTP',
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
    site: 'PILGRIM CENTRE STP',
    work: ['AMC for the 100 KLD STP, 12 monthly visits', 'MLSS and BOD tests each visit'],
    products: [],
    labour: [
      ['Plant Technician', '24'],
      ['Chemist', '12'],
    ],
    km: '96',
    remarks: 'Draft for the renewal in January; rates as last year.',
    until: 'NOT CONFIRM',
  },
  {
    site: 'TECHNOPARK WTP',
    work: ['RO membrane replacement'],
    products: [['RO Membrane Element 4040', '4']],
    labour: [['Plant Technician', '5']],
    km: '12',
    remarks: '',
    until: 'APPROVED',
  },
  {
    site: 'COLONY STP',
    work: ['Inspection of sewage lines', 'Desludging report'],
    products: [],
    labour: [['Field Supervisor', '3']],
    km: '25',
    remarks: 'Labour only: company profit applies.',
    until: 'SELF',
  },
  {
    site: 'BEKAL HOTEL STP',
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
    site: 'RICE MILL ETP',
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
  // the chemist's, with the estimator on the site survey
  {
    site: 'DAIRY ETP KOZHIKODE',
    by: 'chemist',
    assign: ['estimator', 'technician'],
    work: ['Jar test and dosing study for the DAF unit', 'Polyelectrolyte dosing pump'],
    products: [['Electronic Chlorine Dosing Pump 6 LPH', '1']],
    labour: [
      ['Chemist', '6'],
      ['Work Estimator', '3'],
    ],
    km: '30',
    remarks: 'Samples to be collected in the morning shift.',
    until: 'APPROVED',
  },
  {
    site: 'DYEING ETP',
    by: 'chemist',
    assign: ['estimator', 'sreejith'],
    work: ['Colour removal trial with the new coagulant'],
    products: [],
    labour: [
      ['Chemist', '8'],
      ['Work Estimator', '2'],
    ],
    km: '22',
    remarks: '',
    until: 'IN PROGRESS',
  },
  // the reseller's clients (Thrissur and Palakkad), priced by the company
  {
    site: 'LODGE STP',
    work: ['Convert the lodge septic tank to a 15 KLD packaged STP'],
    products: [['Packaged Sewage Treatment Plant 50 KLD', '1']],
    labour: [
      ['Plant Technician', '12'],
      ['Welder', '4'],
    ],
    km: '28',
    remarks: 'Reseller to confirm the space near the car park.',
    until: 'NOT CONFIRM',
  },
  {
    site: 'GARDEN HOTEL STP',
    work: ['STP AMC visit and blower service'],
    products: [['Twin Lobe Air Blower 3 HP', '1']],
    labour: [['Plant Technician', '4']],
    km: '64',
    remarks: 'Hotel kitchen grease trap to be cleaned first.',
    until: 'APPROVED',
  },
];

/** Demo estimates: needs the demo users, people, clients and products seeded before it. */
export const seedDemoEstimates: DemoSeeder = async (ctx) => {
  const { db } = ctx;
  const found = await Promise.all(
    (Object.entries(EMAILS) as [Person, string][]).map(
      async ([person, email]) => [person, await demoUser(ctx, email)] as const,
    ),
  );
  const people = Object.fromEntries(found.flatMap(([p, user]) => (user ? [[p, user]] : []))) as Partial<
    Record<Person, AuthUser>
  >;
  const { estimator, director } = people;
  if (!estimator || !director) return;
  // sites, products and roles as the estimate's own pickers find them
  const siteRows = await sitePicks(db, { id: director.id, reseller: false }, undefined, 200);
  if (siteRows.length === 0) return;
  const catalogue = await productPicks(db, undefined, 200);
  const roles = await repo.rolePicks(db);
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f7fb8' } })
    .jpeg()
    .toBuffer();

  for (const demo of ESTIMATES) {
    const creator = people[demo.by ?? 'estimator'] ?? estimator;
    const assignees = (demo.assign ?? ['technician']).flatMap((p) => people[p] ?? []);
    const worker = assignees.find((a) => a.id !== estimator.id) ?? director;
    const productLines = demo.products.flatMap(([name, quantity]) => {
      const product = catalogue.find((p) => p.product_name === name);
      return product ? [{ id: product.id, quantity }] : [];
    });
    const labour = demo.labour.flatMap(([name, work_hour]) => {
      const role = roles.find((r) => r.name.toLowerCase() === name.toLowerCase());
      return role ? [{ role_id: role.id, work_hour }] : [];
    });
    if (labour.length === 0) continue;
    const site = siteRows.find((s) => s.site_name === demo.site) ?? siteRows[0]!;
    const { work_estimate_id: id } = await createEstimate(ctx, creator, {
      site_id: site.id,
      work: demo.work,
      products: productLines,
      labour,
      travel_distance: demo.km,
      remarks: demo.remarks,
    });
    if (demo.until === 'NOT CONFIRM') continue;
    if (demo.until === 'SELF') {
      await selfApproveEstimate(ctx, creator, { id });
      continue;
    }
    await approveEstimate(ctx, director, { id, assignList: assignees.map((a) => ({ id: a.id })) });
    if (demo.until === 'APPROVED') continue;
    await startEstimate(ctx, worker, { id });
    if (demo.until === 'IN PROGRESS') continue;
    await finishEstimate(ctx, worker, { fields: { id, time: new Date().toISOString() }, image: photo });
  }
};
