import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { sql } from 'drizzle-orm';
import { departmentMembers, departments, jobRoles, leaves, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/types.ts';
import type { DemoSeeder } from '../../platform/demo.ts';
import { DEMO_PASSWORD } from '../../platform/demo.ts';
import { hashPassword } from '../../platform/passwords.ts';

interface DemoPerson {
  name: string;
  email: string;
  phone: string;
  role: string;
  charge: string;
  permissions: string[];
}

// More staff beside the one-per-role logins of auth/demo.ts (same password), with realistic pay per hour
const PEOPLE: DemoPerson[] = [
  {
    name: 'Sreejith Kumar',
    email: 'sreejith.kumar',
    phone: '9846112233',
    role: 'Plant Technician',
    charge: '420',
    permissions: [],
  },
  {
    name: 'Divya Mohan',
    email: 'divya.mohan',
    phone: '9747223344',
    role: 'Electrical Engineer',
    charge: '900',
    permissions: [],
  },
  {
    name: 'Abdul Rahman',
    email: 'abdul.rahman',
    phone: '9895334455',
    role: 'Field Supervisor',
    charge: '650',
    permissions: [],
  },
  {
    name: 'Neethu Thomas',
    email: 'neethu.thomas',
    phone: '9656445566',
    role: 'PCB Designer',
    charge: '850',
    permissions: ['product_management'],
  },
  {
    name: 'Gokul Das',
    email: 'gokul.das',
    phone: '9567556677',
    role: 'Welder',
    charge: '380',
    permissions: [],
  },
  {
    name: 'Aswathy Raj',
    email: 'aswathy.raj',
    phone: '9446667788',
    role: 'Chemist',
    charge: '700',
    permissions: ['work_estimate'],
  },
  {
    name: 'Nikhil Menon',
    email: 'nikhil.menon',
    phone: '9048778899',
    role: 'Senior Engineer',
    charge: '1200',
    permissions: ['technical_director'],
  },
  {
    name: 'Shabna Basheer',
    email: 'shabna.basheer',
    phone: '9388889900',
    role: 'Accountant',
    charge: '600',
    permissions: ['finance'],
  },
];

/**
 * What the demo company charges a client for an hour of each role (issue 41 item 2): above what it pays, as
 * a company does; the Accountant's role is left without one (it falls back to the mean pay), and the
 * reseller's has neither (listed as "no charge rate").
 */
const CHARGE_RATES: Record<string, string> = {
  admin: '1800',
  'plant technician': '750',
  'electrical engineer': '1400',
  'field supervisor': '1000',
  'pcb designer': '1300',
  welder: '650',
  chemist: '1100',
  'senior engineer': '2000',
  'work estimator': '1000',
};

/** The staff ids of the demo people by their e-mail's local part, and the first admin's. */
interface DemoStaff {
  id: (local: string) => number | undefined;
  admin: number | undefined;
}

/** The demo employees with their job roles and the roles' charge rates. */
async function seedEmployees(tx: Tx, passwordHash: string): Promise<DemoStaff> {
  for (const p of PEOPLE) {
    const [existing] = await tx
      .select()
      .from(jobRoles)
      .where(sql`lower(${jobRoles.name}) = ${p.role.toLowerCase()}`);
    const role = existing ?? (await tx.insert(jobRoles).values({ name: p.role }).returning())[0]!;
    await tx.insert(users).values({
      name: p.name,
      email: `${p.email}@demo.aquadesk.in`,
      passwordHash,
      phoneNumber: p.phone,
      userType: role.name,
      roleId: role.id,
      charge: p.charge,
      permissions: ['employee', ...p.permissions],
    });
  }
  for (const [name, rate] of Object.entries(CHARGE_RATES)) {
    await tx.update(jobRoles).set({ chargeRate: rate }).where(sql`lower(${jobRoles.name}) = ${name}`);
  }
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`${users.userType} not in ('client', 'reseller')`);
  return {
    id: (local) => staff.find((s) => s.email === `${local}@demo.aquadesk.in`)?.id,
    admin: staff.find((s) => !s.email.endsWith('@demo.aquadesk.in'))?.id,
  };
}

/** A department tree of three levels: company → divisions → teams. */
async function seedDepartments(tx: Tx, { id, admin }: DemoStaff): Promise<void> {
  const addDept = async (
    name: string,
    description: string,
    parent: number | null,
    manager?: number,
    members: (number | undefined)[] = [],
  ) => {
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`nextval(pg_get_serial_sequence('departments', 'id'))::int` })
      .from(sql`(select 1) as one`);
    await tx.insert(departments).values({ id: next, name, description, parentId: parent ?? next });
    const rows = [
      ...(manager ? [{ departmentId: next, userId: manager, isManager: true }] : []),
      ...members
        .filter((m): m is number => Boolean(m) && m !== manager)
        .map((userId) => ({ departmentId: next, userId, isManager: false })),
    ];
    if (rows.length) await tx.insert(departmentMembers).values(rows).onConflictDoNothing();
    return next;
  };
  const root = await addDept('AquaDesk Engineering', 'The whole company, Thrissur head office', null, admin);
  const ops = await addDept(
    'Operations',
    'Plant installation, commissioning and maintenance',
    root,
    id('technical.director'),
    [id('nikhil.menon')],
  );
  const sales = await addDept(
    'Sales and Marketing',
    'Enquiries, proposals and client relations',
    root,
    id('marketing.manager'),
    [id('client.management')],
  );
  await addDept('Accounts', 'Invoices, payments and payroll', root, id('finance'), [id('shabna.basheer')]);
  await addDept(
    'STP Maintenance',
    'Sewage treatment plant servicing across Kerala',
    ops,
    id('abdul.rahman'),
    [id('employee'), id('sreejith.kumar'), id('gokul.das')],
  );
  await addDept('Electrical and PCB', 'Control panels and PCB consultation', ops, id('divya.mohan'), [
    id('neethu.thomas'),
    id('product.management'),
  ]);
  await addDept('Estimation', 'Site surveys and job-card estimates', sales, id('work.estimate'), [
    id('aswathy.raj'),
  ]);
}

/** Leaves in every status this year. */
async function seedLeaves(tx: Tx, { id, admin }: DemoStaff): Promise<void> {
  const year = todayInIndia().slice(0, 4);
  const leave = (
    local: string,
    date: string,
    halfDay: number,
    type: string,
    reason: string,
    status = 'PENDING',
    paid = false,
  ) => {
    const userId = id(local);
    if (!userId) return [];
    return [
      {
        userId,
        leaveDate: `${year}-${date}`,
        halfDay,
        leaveType: type,
        reason,
        status,
        isPaid: paid,
        decidedBy: status === 'PENDING' ? null : (admin ?? null),
        decidedAt: status === 'PENDING' ? null : new Date(),
      },
    ];
  };
  await tx
    .insert(leaves)
    .values([
      ...leave('employee', '01-15', 0, 'Annual Leave', 'Family function at Guruvayur', 'APPROVE', true),
      ...leave(
        'employee',
        '03-04',
        1,
        'Compensatory Off',
        'Worked on Sunday at the Kochi STP commissioning',
        'APPROVE',
        true,
      ),
      ...leave('employee', '12-24', 0, 'Annual Leave', 'Christmas with family in Kottayam'),
      ...leave(
        'sreejith.kumar',
        '02-10',
        0,
        'Leave Without Pay',
        'Personal work at the village office',
        'APPROVE',
      ),
      ...leave('sreejith.kumar', '12-29', 2, 'Annual Leave', 'Bank appointment in the afternoon'),
      ...leave('divya.mohan', '04-14', 0, 'Annual Leave', 'Vishu', 'REJECT'),
      ...leave('divya.mohan', '12-30', 0, 'Compensatory Off', 'Worked overtime on the panel delivery'),
      ...leave('gokul.das', '06-05', 0, 'Annual Leave', 'Fever, doctor advised rest', 'APPROVE', false),
      ...leave('finance', '08-20', 1, 'Annual Leave', 'Onam shopping', 'APPROVE', true),
    ]);
}

/** Demo people (issue #4): extra employees, a department tree of three levels and leaves in every status. */
export const seedDemoPeople: DemoSeeder = async (ctx, logins) => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ctx.db.transaction(async (tx) => {
    const staff = await seedEmployees(tx, passwordHash);
    await seedDepartments(tx, staff);
    await seedLeaves(tx, staff);
  });
  for (const p of PEOPLE)
    logins.push({ role: p.role, email: `${p.email}@demo.aquadesk.in`, password: DEMO_PASSWORD });
};
