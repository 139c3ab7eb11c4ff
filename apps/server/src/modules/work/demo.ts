import { addDays, todayInIndia } from '@aquadesk/shared/dates.ts';
import type { TaskStatus } from '@aquadesk/shared/work.ts';
import sharp from 'sharp';
import type { AuthUser } from '../../platform/auth-user.ts';
import type { AppContext } from '../../platform/context.ts';
import { type DemoSeeder, demoUser } from '../../platform/demo.ts';
import { inServiceAtSites } from '../equipment/operations/picks.ts';
import { sitePicks } from '../sites/operations/picks.ts';
import { addComment } from './operations/comments.ts';
import { finishWork, forwardWork, reviewWork, startWork } from './operations/moves.ts';
import { addMaintenance, addNewWork } from './operations/register.ts';

/** Who a demo task involves, by their demo login (docs/api.md "Demo data"). */
type Person = 'technician' | 'supervisor' | 'director' | 'sreejith' | 'accountant';

const EMAILS: Record<Person, string> = {
  technician: 'employee@demo.aquadesk.in',
  supervisor: 'abdul.rahman@demo.aquadesk.in',
  director: 'technical.director@demo.aquadesk.in',
  sreejith: 'sreejith.kumar@demo.aquadesk.in',
  accountant: 'shabna.basheer@demo.aquadesk.in',
};

interface DemoTask {
  kind: 'maintenance' | 'new_work';
  worktype: string;
  panel: string;
  text: string;
  priority: 'URGENT' | 'MEDIUM' | 'LOW';
  /** days from today */
  deadline: number;
  /** the approved site's name; none for internal work */
  site?: string;
  client?: string;
  /** who registers it (and approves it) and who does it */
  adviser: Person;
  worker: Person;
  /** forwarded to this helper as well */
  forward?: Person;
  until: TaskStatus;
  rating?: number;
  comments?: string[];
}

// Tasks in every status across work types, with comments and ratings (issue #12). The technician's day
// (issue 31 item 4): AMC visits assigned for this week, work in progress (one past its deadline), a task
// the director reopened, one waiting for review and one finished; the rest go to the others.
const TASKS: DemoTask[] = [
  {
    kind: 'maintenance',
    worktype: 'Maintenance',
    panel: 'STP blower',
    text: 'AMC visit: aeration blower tripping every hour; check the overload relay, belts and DO level.',
    priority: 'URGENT',
    deadline: 1,
    site: 'LAKESHORE STP BLOCK A',
    adviser: 'supervisor',
    worker: 'technician',
    until: 'ASSIGNED',
    comments: ['Client says the noise started after the power cut on Sunday.'],
  },
  {
    kind: 'maintenance',
    worktype: 'Maintenance',
    panel: 'Pressure sand filter',
    text: 'Quarterly AMC visit: backwash the pressure sand filter, check residual chlorine and log the TDS.',
    priority: 'MEDIUM',
    deadline: 3,
    site: 'TECHNOPARK WTP',
    adviser: 'supervisor',
    worker: 'technician',
    until: 'ASSIGNED',
  },
  {
    kind: 'maintenance',
    worktype: 'Maintenance',
    panel: 'RO plant',
    text: 'Low permeate flow on the 2 m³/h RO; membranes may need chemical cleaning.',
    priority: 'MEDIUM',
    deadline: 2,
    site: 'PUNNAMADA RESORT STP',
    adviser: 'supervisor',
    worker: 'technician',
    forward: 'sreejith',
    until: 'IN PROGRESS',
  },
  {
    kind: 'maintenance',
    worktype: 'Technical Support',
    panel: 'DAF unit',
    text: 'Dissolved air flotation unit: scraper motor stalls; the effluent is carrying fat to the aeration tank.',
    priority: 'URGENT',
    deadline: -1,
    site: 'DAIRY ETP KOZHIKODE',
    adviser: 'director',
    worker: 'technician',
    until: 'IN PROGRESS',
    comments: ['Gearbox oil was low; spare motor coupling ordered from Kochi.'],
  },
  {
    kind: 'new_work',
    worktype: 'Revamping',
    panel: 'Aeration grid',
    text: 'Replace the clogged fine-bubble diffusers in the hostel STP aeration tank.',
    priority: 'MEDIUM',
    deadline: 4,
    site: 'COLLEGE HOSTEL STP',
    adviser: 'director',
    worker: 'technician',
    until: 'RE:IN PROGRESS',
    rating: 2,
  },
  {
    kind: 'maintenance',
    worktype: 'Technical Support',
    panel: 'Control panel',
    text: 'PLC shows a level sensor fault on the equalisation tank.',
    priority: 'URGENT',
    deadline: 2,
    site: 'DYEING ETP',
    adviser: 'supervisor',
    worker: 'technician',
    until: 'REVIEWING',
    comments: ['Sensor cable was cut by a rat; replaced and tested.'],
  },
  {
    kind: 'new_work',
    worktype: 'Revamping',
    panel: 'Dosing skid',
    text: 'Replace the chlorine dosing skid and re-pipe the contact tank.',
    priority: 'MEDIUM',
    deadline: -2,
    site: 'CASHEW FACTORY WTP',
    adviser: 'supervisor',
    worker: 'technician',
    until: 'FINISHED',
    rating: 5,
    comments: ['Great finish, client very happy.'],
  },
  {
    kind: 'new_work',
    worktype: 'New Work',
    panel: 'ETP 20 KLD',
    text: 'Install and commission the new 20 KLD effluent treatment plant.',
    priority: 'URGENT',
    deadline: 10,
    site: 'RICE MILL ETP',
    adviser: 'director',
    worker: 'sreejith',
    until: 'REVIEWING',
    comments: ['Commissioning report attached to the submission.'],
  },
  {
    kind: 'new_work',
    worktype: 'IT Support',
    panel: 'Office laptop',
    text: 'Set up the site laptop with the plant monitoring software.',
    priority: 'LOW',
    deadline: 5,
    adviser: 'supervisor',
    worker: 'sreejith',
    until: 'ASSIGNED',
  },
  {
    kind: 'new_work',
    worktype: 'Finance',
    panel: 'Ledger',
    text: 'Reconcile the October site expenses.',
    priority: 'LOW',
    deadline: 7,
    adviser: 'director',
    worker: 'accountant',
    until: 'ASSIGNED',
  },
  {
    kind: 'new_work',
    worktype: 'Manufacturing',
    panel: 'Filter vessel',
    text: 'Fabricate two 1.2 m pressure sand filter vessels.',
    priority: 'MEDIUM',
    deadline: -5,
    client: 'Kerala Foods',
    adviser: 'director',
    worker: 'sreejith',
    until: 'FINISHED',
    rating: 4,
  },
];

/** An IST calendar day `days` from today (docs/api.md: dates are read in Asia/Kolkata). */
const dayFromNow = (days: number) => addDays(todayInIndia(), days);
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

async function seedOne(
  ctx: AppContext,
  demo: DemoTask,
  people: Record<Person, AuthUser>,
  siteId: number | undefined,
  photo: Buffer,
): Promise<void> {
  const adviser = people[demo.adviser];
  const worker = people[demo.worker];
  const { director } = people;
  const common = {
    panel_type: demo.panel,
    users_id: [worker.id],
    in_operation_since: demo.kind === 'maintenance' ? ('2-5 year' as const) : null,
    worktype: demo.worktype,
    priority: demo.priority,
    deadline: dayFromNow(demo.deadline),
    client_name: demo.client ?? '',
    // a listed site, or (its site not seeded) the head office by name; internal work has none
    site_id: demo.site ? (siteId ?? null) : null,
    isOtherSite: demo.site !== undefined && siteId === undefined,
    site_name: demo.site !== undefined && siteId === undefined ? 'Head office' : '',
  };
  const row =
    demo.kind === 'maintenance'
      ? await addMaintenance(ctx, adviser, {
          ...common,
          isOtherSite: common.site_id === null,
          complaint: demo.text,
          equipment_id: null,
        })
      : await addNewWork(ctx, adviser, { ...common, description: demo.text });
  const ref = { id: row.id, worktype: row.worktype };
  for (const text of demo.comments ?? []) {
    await addComment(ctx, worker, {
      fields: {
        ...ref,
        message: [
          { type: 'mention', id: adviser.id },
          { type: 'message', value: ` ${text}` },
        ],
      },
    });
  }
  if (demo.forward) await forwardWork(ctx, worker, { ...ref, users_id: [people[demo.forward].id] });
  if (demo.until === 'ASSIGNED') return;
  await startWork(ctx, worker, { fields: { ...ref, time: hoursAgo(30) } });
  if (demo.until === 'IN PROGRESS') return;
  await finishWork(ctx, worker, { fields: { ...ref, time: hoursAgo(26), owner_id: null }, images: [photo] });
  if (demo.until === 'REVIEWING') return;
  const reopen = demo.until === 'RE:IN PROGRESS';
  await reviewWork(ctx, reopen ? director : adviser, {
    ...ref,
    status: reopen ? 'REOPENED' : 'APPROVED',
    rating: demo.rating ?? 4,
    comment: reopen
      ? 'MLSS is still low and two diffusers bubble coarse: please redo the grid.'
      : 'Well done.',
  });
}

/** Demo tasks: needs the demo users, people, resellers and clients seeded before it. */
export const seedDemoWork: DemoSeeder = async (ctx) => {
  const found = await Promise.all(
    (Object.entries(EMAILS) as [Person, string][]).map(
      async ([person, email]) => [person, await demoUser(ctx, email)] as const,
    ),
  );
  const director = found.find(([p]) => p === 'director')?.[1];
  if (!director) return;
  // a person not seeded stands in as the technical director
  const people = Object.fromEntries(found.map(([p, user]) => [p, user ?? director])) as Record<
    Person,
    AuthUser
  >;
  // the approved sites by name, through the sites domain
  const sites = await sitePicks(ctx.db, { id: director.id, reseller: false }, undefined, 200);
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a8f5c' } })
    .jpeg()
    .toBuffer();
  for (const demo of TASKS) {
    const site = demo.site ? (sites.find((s) => s.site_name === demo.site) ?? sites[0]) : undefined;
    await seedOne(ctx, demo, people, site?.id, photo);
  }
};

/**
 * The demo blower's breakdown call (issue 43 item 1): the first demo site's Air blower 1 trips on overload,
 * so its equipment page shows a history. Runs after the equipment demo (setup/demo.ts).
 */
export const seedDemoEquipmentCall: DemoSeeder = async (ctx) => {
  const director = await demoUser(ctx, 'technical.director@demo.aquadesk.in');
  if (!director) return;
  const technician = (await demoUser(ctx, 'employee@demo.aquadesk.in')) ?? director;
  const [site] = await sitePicks(ctx.db, { id: director.id, reseller: false }, undefined, 1);
  if (!site) return;
  const blower = (await inServiceAtSites(ctx.db, [site.id])).find((p) => p.name === 'Air blower 1');
  if (!blower) return;
  await addMaintenance(ctx, director, {
    panel_type: 'Blower',
    users_id: [technician.id],
    in_operation_since: '2-5 year',
    worktype: 'Maintenance',
    priority: 'URGENT',
    deadline: addDays(todayInIndia(), 1),
    client_name: '',
    site_id: site.id,
    isOtherSite: false,
    site_name: '',
    complaint: 'Blower 1 trips on overload within ten minutes of starting; aeration tank DO is falling.',
    equipment_id: blower.id,
  });
};
