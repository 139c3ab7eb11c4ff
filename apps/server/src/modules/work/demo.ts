import type { TaskStatus } from '@aquadesk/shared/work.ts';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { sites, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth-user.ts';
import type { AppContext } from '../../platform/context.ts';
import { type DemoSeeder, demoActor, demoUser } from '../../platform/demo.ts';
import { addComment } from './operations/comments.ts';
import { finishWork, forwardWork, reviewWork, startWork } from './operations/moves.ts';
import { addMaintenance, addNewWork } from './operations/register.ts';

interface DemoTask {
  kind: 'maintenance' | 'new_work';
  worktype: string;
  panel: string;
  text: string;
  priority: 'URGENT' | 'MEDIUM' | 'LOW';
  /** days from today */
  deadline: number;
  site: boolean;
  client?: string;
  forward?: boolean;
  until: TaskStatus;
  rating?: number;
  comments?: string[];
}

// Tasks in every status across work types, with comments and ratings (issue #12)
const TASKS: DemoTask[] = [
  {
    kind: 'maintenance',
    worktype: 'Maintenance',
    panel: 'STP blower',
    text: 'Blower tripping every hour; check overload relay and belts.',
    priority: 'URGENT',
    deadline: 1,
    site: true,
    until: 'ASSIGNED',
    comments: ['Client says the noise started after the power cut.'],
  },
  {
    kind: 'maintenance',
    worktype: 'Maintenance',
    panel: 'RO plant',
    text: 'Low permeate flow; membranes may need cleaning.',
    priority: 'MEDIUM',
    deadline: 3,
    site: true,
    forward: true,
    until: 'IN PROGRESS',
  },
  {
    kind: 'new_work',
    worktype: 'New Work',
    panel: 'ETP 20 KLD',
    text: 'Install and commission the new effluent treatment plant.',
    priority: 'URGENT',
    deadline: 10,
    site: true,
    until: 'REVIEWING',
    comments: ['Commissioning report attached to the submission.'],
  },
  {
    kind: 'new_work',
    worktype: 'Revamping',
    panel: 'Dosing skid',
    text: 'Replace the chlorine dosing skid and re-pipe the tank.',
    priority: 'MEDIUM',
    deadline: -2,
    site: true,
    until: 'FINISHED',
    rating: 5,
    comments: ['Great finish, client very happy.'],
  },
  {
    kind: 'new_work',
    worktype: 'IT Support',
    panel: 'Office laptop',
    text: 'Set up the site laptop with the monitoring software.',
    priority: 'LOW',
    deadline: 5,
    site: false,
    until: 'RE:IN PROGRESS',
    rating: 2,
  },
  {
    kind: 'new_work',
    worktype: 'Finance',
    panel: 'Ledger',
    text: 'Reconcile the October site expenses.',
    priority: 'LOW',
    deadline: 7,
    site: false,
    until: 'ASSIGNED',
  },
  {
    kind: 'new_work',
    worktype: 'Manufacturing',
    panel: 'Filter vessel',
    text: 'Fabricate two 1.2 m pressure sand filter vessels.',
    priority: 'MEDIUM',
    deadline: -5,
    site: false,
    client: 'Kerala Foods',
    until: 'FINISHED',
    rating: 4,
  },
  {
    kind: 'maintenance',
    worktype: 'Technical Support',
    panel: 'Control panel',
    text: 'PLC shows a level sensor fault.',
    priority: 'URGENT',
    deadline: 2,
    site: true,
    until: 'REVIEWING',
  },
];

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

async function seedOne(
  ctx: AppContext,
  demo: DemoTask,
  people: { adviser: AuthUser; worker: AuthUser; helper: AuthUser; director: AuthUser },
  siteId: number | undefined,
  photo: Buffer,
): Promise<void> {
  const { adviser, worker, helper, director } = people;
  const common = {
    panel_type: demo.panel,
    users_id: [worker.id],
    in_operation_since: demo.kind === 'maintenance' ? ('2-5 year' as const) : null,
    worktype: demo.worktype,
    priority: demo.priority,
    deadline: dayFromNow(demo.deadline),
    client_name: demo.client ?? '',
    // a listed site, or (no site seeded) the head office by name; internal work has none
    site_id: demo.site ? (siteId ?? null) : null,
    isOtherSite: demo.site && siteId === undefined,
    site_name: demo.site && siteId === undefined ? 'Head office' : '',
  };
  const row =
    demo.kind === 'maintenance'
      ? await addMaintenance(ctx, adviser, {
          ...common,
          isOtherSite: common.site_id === null,
          complaint: demo.text,
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
  if (demo.forward) await forwardWork(ctx, worker, { ...ref, users_id: [helper.id] });
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
    comment: reopen ? 'The software does not start on boot; please fix.' : 'Well done.',
  });
}

/** Demo tasks: needs the demo users, people, resellers and clients seeded before it. */
export const seedDemoWork: DemoSeeder = async (ctx) => {
  const { db } = ctx;
  const adviser = await demoUser(ctx, 'employee@demo.aquadesk.in');
  const director = await demoUser(ctx, 'technical.director@demo.aquadesk.in');
  if (!adviser || !director) return;
  const others = await db
    .select()
    .from(users)
    .where(
      and(
        like(users.email, '%@demo.aquadesk.in'),
        sql`'employee' = any(${users.permissions})`,
        sql`${users.id} <> ${adviser.id}`,
        sql`${users.userType} not in ('client', 'reseller')`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(2);
  const worker = others[0] ? demoActor(others[0]) : director;
  const helper = others[1] ? demoActor(others[1]) : director;
  const [site] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.approved, true))
    .orderBy(sites.id)
    .limit(1);
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a8f5c' } })
    .jpeg()
    .toBuffer();
  for (const demo of TASKS) {
    await seedOne(ctx, demo, { adviser, worker, helper, director }, site?.id, photo);
  }
};
