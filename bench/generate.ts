/**
 * Fills an empty database with a generated company (bench/README.md §1 and §2), deterministically.
 *
 *   node --import tsx bench/generate.ts --scale 1.0 --data-dir /tmp/aq-bench-pglite
 *   node --import tsx bench/generate.ts --scale 0.1 --database-url postgres://postgres@127.0.0.1:5432/aq_bench_01
 *
 * `--scale 1.0` is 10,000 clients, 20,000 sites, 500 employees and 20,000 leaves (plus resellers,
 * products, contact messages and departments in proportion); `--scale 0.1` is a tenth. `--seed`
 * changes the data (default 42); the same seed and scale always give the same rows.
 *
 * The database is opened with the server's own openDatabase, so the migrations of the current schema
 * are applied first; rows go in through multi-row INSERTs of 1,000 rows (one statement per batch on
 * both PGlite and PostgreSQL). The database must be empty: the server's fresh set-up (admin,
 * districts, job roles) is done here, so a server started on it later skips its own.
 *
 * Everyone signs in with one password (`--password`, default Bench@12345), hashed once:
 * admin@example.com (admin), reseller1..N@bench.aquadesk.in (resellers with districts),
 * staff accounts `<first>.<last>.<n>@bench.aquadesk.in` and clients `<org>.<n>@clients.bench.in`.
 */

import { pathToFileURL } from 'node:url';
import { CLIENT_USER_TYPE, RESELLER_USER_TYPE } from '@aquadesk/shared/roles.ts';
import { RESELLER_DEFAULT_FILE_ID } from '@aquadesk/shared/sites.ts';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openDatabase } from '../apps/server/src/db/open.ts';
import {
  contactMessages,
  departmentMembers,
  departments,
  districts,
  jobRoles,
  leaves,
  products,
  resellerDistricts,
  sites,
  users,
} from '../apps/server/src/db/schema/index.ts';
import type { Db } from '../apps/server/src/db/types.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { BASE_JOB_ROLES, KERALA_DISTRICTS } from '../apps/server/src/setup/seed.ts';
import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD, benchResellerEmail } from './bench-users.ts';

/** Rows per table at scale 1.0; every count is multiplied by the scale (at least `min`). */
export const SIZES = {
  clients: { full: 10_000, min: 10 },
  sites: { full: 20_000, min: 20 },
  employees: { full: 500, min: 10 },
  leaves: { full: 20_000, min: 20 },
  resellers: { full: 25, min: 2 },
  products: { full: 200, min: 20 },
  contactMessages: { full: 2_000, min: 20 },
  departments: { full: 24, min: 4 },
  tasks: { full: 100_000, min: 100 },
} as const;

// ---------------------------------------------------------------------------------------------
// deterministic randomness and Kerala-flavoured vocabulary

/** mulberry32: small, fast and good enough for test data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rand {
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** An Indian mobile number: ten digits starting with 6 to 9. */
  phone(): string {
    return `${this.pick(['9', '8', '7', '6'])}${String(this.int(0, 999_999_999)).padStart(9, '0')}`;
  }
}

// biome-ignore format: a word list
const FIRST_NAMES = [
  'Arjun', 'Meera', 'Suresh', 'Anjali', 'Rahul', 'Fathima', 'Vishnu', 'Lakshmi', 'Sreejith', 'Divya',
  'Abdul', 'Neethu', 'Gokul', 'Aswathy', 'Nikhil', 'Shabna', 'Joseph', 'Deepa', 'Thomas', 'Anitha',
  'Manoj', 'Sajan', 'Biju', 'Reshma', 'Akhil', 'Aparna', 'Hari', 'Gayathri', 'Midhun', 'Sneha',
  'Vinod', 'Remya', 'Shafi', 'Nisha', 'Jomon', 'Ancy', 'Prakashan', 'Sindhu', 'Ajith', 'Haritha',
  'Mohammed', 'Ayisha', 'Unnikrishnan', 'Parvathy', 'George', 'Mariamma', 'Venugopal', 'Keerthana',
  'Rajeev', 'Sumi', 'Anoop', 'Jisha', 'Sabu', 'Bindu', 'Navas', 'Shahana', 'Sasi', 'Radhika',
] as const;
// biome-ignore format: a word list
const LAST_NAMES = [
  'Nair', 'Menon', 'Pillai', 'Varma', 'Krishnan', 'Rasheed', 'Prasad', 'Iyer', 'Kumar', 'Mohan',
  'Rahman', 'Thomas', 'Das', 'Raj', 'Basheer', 'Mathew', 'Varghese', 'Kurian', 'Jose', 'Chacko',
  'Namboothiri', 'Panicker', 'Kurup', 'Warrier', 'Nambiar', 'Abraham', 'Philip', 'Koshy', 'Ashraf',
  'Haneefa', 'Babu', 'Gopalan', 'Unnithan', 'Kaimal', 'Poduval', 'Sebastian', 'Antony', 'Ittyerah',
] as const;
// biome-ignore format: a word list
const ORG_PREFIXES = [
  'Sree', 'Lakeshore', 'Malabar', 'Highrange', 'Backwater', 'Periyar', 'Nila', 'Sahya', 'Kairali',
  'Vembanad', 'Anjengo', 'Bekal', 'Chaliyar', 'Kuttanad', 'Ponmudi', 'Muziris', 'Thekkady', 'Sabari',
  'Pampa', 'Bharathapuzha', 'Ashtamudi', 'Kabani', 'Vismaya', 'Greenfield', 'Coconut Grove', 'Spice Coast',
  'St. Marys', 'St. Josephs', 'Al Ameen', 'Crescent', 'Holy Cross', 'Amrita', 'Jubilee', 'Vyttila',
] as const;
// biome-ignore format: a word list
const ORG_KINDS = [
  'Hospital', 'Resorts', 'Apartments', 'Textiles', 'Dairy Co-op', 'Rice Mills', 'Cashew Exports',
  'College', 'School', 'Convention Centre', 'Hotels', 'Flats Owners Association', 'Rubber Products',
  'Seafoods', 'Homestays', 'Poultry Farm', 'Medical Centre', 'Ayurveda Resort', 'Shopping Mall',
  'Tea Estate', 'Spices', 'Auditorium', 'Villas', 'Engineering College', 'Food Products', 'Laboratories',
] as const;
// biome-ignore format: a word list
const SITE_KINDS = ['STP', 'ETP', 'WTP', 'RO PLANT', 'STP BLOCK A', 'STP BLOCK B', 'GREY WATER PLANT'] as const;
const STREETS = ['MAIN ROAD', 'MG ROAD', 'NH 66', 'CHURCH ROAD', 'TEMPLE ROAD', 'MARKET ROAD', 'BYPASS ROAD'];
/** Towns and pincode prefixes per district (Kerala). */
const TOWNS: Record<(typeof KERALA_DISTRICTS)[number], { towns: readonly string[]; pin: string }> = {
  ALAPPUZHA: { towns: ['ALAPPUZHA', 'CHERTHALA', 'KAYAMKULAM', 'HARIPAD'], pin: '688' },
  ERNAKULAM: { towns: ['KOCHI', 'ALUVA', 'KAKKANAD', 'PERUMBAVOOR', 'MUVATTUPUZHA'], pin: '682' },
  IDUKKI: { towns: ['THODUPUZHA', 'KUMILY', 'MUNNAR', 'KATTAPPANA'], pin: '685' },
  KANNUR: { towns: ['KANNUR', 'THALASSERY', 'PAYYANUR', 'IRITTY'], pin: '670' },
  KASARAGOD: { towns: ['KASARAGOD', 'KANHANGAD', 'BEKAL', 'NILESHWAR'], pin: '671' },
  KOLLAM: { towns: ['KOLLAM', 'KARUNAGAPPALLY', 'PUNALUR', 'KOTTARAKKARA'], pin: '691' },
  KOTTAYAM: { towns: ['KOTTAYAM', 'CHANGANASSERY', 'PALA', 'VAIKOM'], pin: '686' },
  KOZHIKODE: { towns: ['KOZHIKODE', 'VADAKARA', 'KOYILANDY', 'FEROKE'], pin: '673' },
  MALAPPURAM: { towns: ['MALAPPURAM', 'MANJERI', 'TIRUR', 'PERINTHALMANNA'], pin: '676' },
  PALAKKAD: { towns: ['PALAKKAD', 'OTTAPALAM', 'SHORANUR', 'CHITTUR'], pin: '678' },
  PATHANAMTHITTA: { towns: ['PATHANAMTHITTA', 'THIRUVALLA', 'ADOOR', 'RANNI'], pin: '689' },
  THIRUVANANTHAPURAM: {
    towns: ['THIRUVANANTHAPURAM', 'KAZHAKKOOTTAM', 'NEYYATTINKARA', 'VARKALA'],
    pin: '695',
  },
  THRISSUR: { towns: ['THRISSUR', 'GURUVAYUR', 'CHALAKUDY', 'KODUNGALLUR', 'IRINJALAKUDA'], pin: '680' },
  WAYANAD: { towns: ['KALPETTA', 'SULTHAN BATHERY', 'MANANTHAVADY', 'VYTHIRI'], pin: '673' },
};
const JOB_TITLES = [
  'Plant Technician',
  'Electrical Engineer',
  'Field Supervisor',
  'PCB Designer',
  'Welder',
  'Chemist',
  'Senior Engineer',
  'Accountant',
  'Plumber',
  'Site Engineer',
  'Lab Assistant',
  'Driver',
  'Office Assistant',
  'Project Manager',
  'Service Engineer',
  'Draughtsman',
] as const;
// biome-ignore format: a list
const EXTRA_ROLES = ['technical_director', 'work_estimate', 'marketing_manager', 'client_management', 'product_management', 'finance'] as const;
// biome-ignore format: a word list
const LEAVE_REASONS = [
  'Family function at Guruvayur', 'Fever, doctor advised rest', 'Onam at home', 'Vishu', 'Wedding in the family',
  'Bank appointment in the afternoon', 'Personal work at the village office', 'Child’s school meeting',
  'Worked on Sunday at a commissioning', 'Christmas with family', 'Eid with family', 'Hospital visit',
] as const;

// ---------------------------------------------------------------------------------------------
// generator plumbing

export interface GenerateOptions {
  scale: number;
  seed?: number;
  dataDir?: string;
  databaseUrl?: string;
  password?: string;
  log?: (line: string) => void;
}

/** What every domain generator gets: the database, the randomness and what earlier generators made. */
export interface GenContext {
  db: Db;
  rand: Rand;
  scale: number;
  count(table: keyof typeof SIZES): number;
  passwordHash: string;
  /** ids by name that later generators read (filled by earlier ones) */
  ids: {
    admin: number;
    districts: Map<string, number>;
    jobRoles: Map<string, number>;
    employees: number[];
    resellers: { id: number; districtIds: number[] }[];
    clients: { id: number; phone: string; organization: string; resellerId: number | null }[];
  };
  insertMany<T extends PgTable>(table: T, rows: T['$inferInsert'][]): Promise<number[]>;
}

/** A domain's generator: inserts its rows and returns how many. */
export interface DomainGenerator {
  name: string;
  run(g: GenContext): Promise<number>;
}

const BATCH = 1_000;

/** Multi-row INSERTs of BATCH rows into a table with a serial `id`; returns the new ids in order. */
async function insertMany<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const result = await db.insert(table).values(batch).returning({ id: sql<number>`id` });
    for (const r of result) ids.push(r.id);
  }
  return ids;
}

async function insertJoin<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(table).values(rows.slice(i, i + BATCH));
}

const upper = (s: string) => s.toUpperCase();
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
const daysAgo = (days: number) => new Date(Date.UTC(2026, 10, 1) - days * 86_400_000);

// ---------------------------------------------------------------------------------------------
// the domains, in order; a later domain (tasks, estimates, ...) adds its generator to GENERATORS

const reference: DomainGenerator = {
  name: 'districts and job roles',
  async run(g) {
    const ds = await g.db
      .insert(districts)
      .values(KERALA_DISTRICTS.map((name) => ({ name })))
      .returning();
    for (const d of ds) g.ids.districts.set(d.name, d.id);
    const roles = await g.db
      .insert(jobRoles)
      .values([...BASE_JOB_ROLES, ...JOB_TITLES].map((name) => ({ name })))
      .returning();
    for (const r of roles) g.ids.jobRoles.set(r.name, r.id);
    return ds.length + roles.length;
  },
};

const staff: DomainGenerator = {
  name: 'admin and employees',
  async run(g) {
    const [admin] = await g.db
      .insert(users)
      .values({
        name: 'Administrator',
        email: BENCH_ADMIN_EMAIL,
        passwordHash: g.passwordHash,
        phoneNumber: '9000000000',
        userType: 'admin',
        roleId: g.ids.jobRoles.get('admin') ?? null,
        permissions: ['admin', 'employee'],
      })
      .returning({ id: users.id });
    g.ids.admin = admin!.id;
    const n = g.count('employees');
    const rows: (typeof users.$inferInsert)[] = [];
    for (let i = 1; i <= n; i++) {
      const first = g.rand.pick(FIRST_NAMES);
      const last = g.rand.pick(LAST_NAMES);
      const title = g.rand.pick(JOB_TITLES);
      // one in ten holds a second role beside employee, like the demo's staff
      const extra = g.rand.chance(0.1) ? [g.rand.pick(EXTRA_ROLES)] : [];
      rows.push({
        name: `${first} ${last}`,
        email: `${slug(first)}.${slug(last)}.${i}@bench.aquadesk.in`,
        passwordHash: g.passwordHash,
        phoneNumber: g.rand.phone(),
        userType: title,
        roleId: g.ids.jobRoles.get(title) ?? null,
        charge: String(g.rand.int(30, 150) * 10),
        permissions: ['employee', ...extra],
        createdBy: g.ids.admin,
        createdAt: daysAgo(g.rand.int(30, 2000)),
      });
    }
    g.ids.employees = await insertMany(g.db, users, rows);
    return n + 1;
  },
};

const departmentTree: DomainGenerator = {
  name: 'departments',
  async run(g) {
    const n = g.count('departments');
    // the root is its own parent (departments_one_root_uq)
    const root = await g.db.execute<{ id: number }>(
      sql`insert into departments (id, name, description, parent_id)
          values (nextval(pg_get_serial_sequence('departments', 'id')), 'AquaDesk Engineering',
                  'The whole company', currval(pg_get_serial_sequence('departments', 'id')))
          returning id`,
    );
    const rootId = (root as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const ids = [rootId];
    for (let i = 1; i < n; i++) {
      const town = g.rand.pick(Object.values(TOWNS)).towns[0]!;
      const [d] = await g.db
        .insert(departments)
        .values({
          name: `${g.rand.pick(['STP Maintenance', 'Installation', 'Estimation', 'Electrical', 'Service'])} ${town}`,
          description: `Team ${i} based in ${town}`,
          parentId: g.rand.pick(ids),
        })
        .returning({ id: departments.id });
      ids.push(d!.id);
    }
    const members: (typeof departmentMembers.$inferInsert)[] = [
      { departmentId: rootId, userId: g.ids.admin, isManager: true },
    ];
    g.ids.employees.forEach((userId, i) => {
      const departmentId = ids[1 + (i % (ids.length - 1))]!;
      members.push({ departmentId, userId, isManager: i < ids.length - 1 });
    });
    await insertJoin(g.db, departmentMembers, members);
    return ids.length + members.length;
  },
};

const resellers: DomainGenerator = {
  name: 'resellers',
  async run(g) {
    const n = g.count('resellers');
    const districtIds = [...g.ids.districts.values()];
    const rows: (typeof users.$inferInsert)[] = [];
    for (let i = 1; i <= n; i++) {
      rows.push({
        name: `${g.rand.pick(FIRST_NAMES)} ${g.rand.pick(LAST_NAMES)}`,
        email: benchResellerEmail(i),
        passwordHash: g.passwordHash,
        phoneNumber: g.rand.phone(),
        userType: RESELLER_USER_TYPE,
        roleId: g.ids.jobRoles.get('reseller') ?? null,
        permissions: ['reseller'],
        createdBy: g.ids.admin,
      });
    }
    const ids = await insertMany(g.db, users, rows);
    const links: (typeof resellerDistricts.$inferInsert)[] = [];
    ids.forEach((id, i) => {
      // two or three neighbouring districts each; reseller1 always has Thrissur and Palakkad
      const start = i === 0 ? districtIds.indexOf(g.ids.districts.get('PALAKKAD')!) : g.rand.int(0, 13);
      const own = [0, 1, 2]
        .slice(0, i === 0 ? 2 : g.rand.int(2, 3))
        .map((k) => districtIds[(start + k * (i === 0 ? 3 : 1)) % districtIds.length]!);
      const unique = [...new Set(own)];
      g.ids.resellers.push({ id, districtIds: unique });
      for (const districtId of unique) links.push({ userId: id, districtId });
    });
    await insertJoin(g.db, resellerDistricts, links);
    return ids.length + links.length;
  },
};

const clientsAndSites: DomainGenerator = {
  name: 'clients and sites',
  async run(g) {
    const nClients = g.count('clients');
    const nSites = Math.max(g.count('sites'), nClients);
    const orgs = new Set<string>();
    const clientRows: (typeof users.$inferInsert)[] = [];
    const resellerOf: (number | null)[] = [];
    for (let i = 1; i <= nClients; i++) {
      let org = `${g.rand.pick(ORG_PREFIXES)} ${g.rand.pick(ORG_KINDS)}`;
      if (orgs.has(org.toLowerCase())) org = `${org} ${g.rand.pick(Object.values(TOWNS)).towns[0]}`;
      while (orgs.has(org.toLowerCase())) org = `${org} ${g.rand.int(2, 999)}`;
      orgs.add(org.toLowerCase());
      // about one client in seven came through a reseller; half of those still wait for an admin
      const reseller = g.ids.resellers.length && g.rand.chance(0.15) ? g.rand.pick(g.ids.resellers) : null;
      resellerOf.push(reseller?.id ?? null);
      clientRows.push({
        name: upper(`${g.rand.pick(FIRST_NAMES)} ${g.rand.pick(LAST_NAMES)}`),
        email: `${slug(org)}.${i}@clients.bench.in`,
        passwordHash: g.passwordHash,
        phoneNumber: g.rand.phone(),
        organization: org,
        fileId: 'N.A',
        userType: CLIENT_USER_TYPE,
        permissions: [],
        processedByAdmin: reseller ? g.rand.chance(0.5) : true,
        createdBy: reseller?.id ?? g.ids.admin,
        createdAt: daysAgo(g.rand.int(1, 2500)),
      });
    }
    const ids = await insertMany(g.db, users, clientRows);
    ids.forEach((id, i) => {
      g.ids.clients.push({
        id,
        phone: clientRows[i]!.phoneNumber!,
        organization: clientRows[i]!.organization!,
        resellerId: resellerOf[i]!,
      });
    });

    const byId = new Map(g.ids.resellers.map((r) => [r.id, r]));
    const districtNames = [...g.ids.districts.keys()] as (typeof KERALA_DISTRICTS)[number][];
    const districtNameOf = new Map([...g.ids.districts].map(([name, id]) => [id, name]));
    const siteRows: (typeof sites.$inferInsert)[] = [];
    const perClient = new Map<number, number>();
    for (let i = 0; i < nSites; i++) {
      // every client has a site; the rest go to random clients
      const client = i < g.ids.clients.length ? g.ids.clients[i]! : g.rand.pick(g.ids.clients);
      const k = (perClient.get(client.id) ?? 0) + 1;
      perClient.set(client.id, k);
      const reseller = client.resellerId ? byId.get(client.resellerId) : undefined;
      const districtName = reseller
        ? districtNameOf.get(g.rand.pick(reseller.districtIds))!
        : g.rand.pick(districtNames);
      const place = TOWNS[districtName as (typeof KERALA_DISTRICTS)[number]];
      const city = g.rand.pick(place.towns);
      const approved = reseller ? g.rand.chance(0.6) : true;
      const createdAt = daysAgo(g.rand.int(1, 2400));
      siteRows.push({
        clientId: client.id,
        fileId: reseller ? RESELLER_DEFAULT_FILE_ID : `AQ-${String(client.id).padStart(5, '0')}-${k}`,
        siteName: upper(
          `${client.organization.split(' ')[0]} ${city} ${g.rand.pick(SITE_KINDS)}${k > 1 ? ` ${k}` : ''}`,
        ),
        contactName: upper(`${g.rand.pick(FIRST_NAMES)} ${g.rand.pick(LAST_NAMES).slice(0, 1)}`),
        phoneNumber: client.phone,
        addressLine1: `${g.rand.int(1, 60)}/${g.rand.int(100, 999)}, ${upper(g.rand.pick(ORG_PREFIXES))} BUILDING`,
        addressLine2: g.rand.pick(STREETS),
        city,
        districtId: g.ids.districts.get(districtName)!,
        state: 'KERALA',
        pincode: `${place.pin}${String(g.rand.int(1, 699)).padStart(3, '0')}`,
        createdBy: reseller?.id ?? g.ids.admin,
        approved,
        approvedBy: approved ? g.ids.admin : null,
        approvedAt: approved ? createdAt : null,
        createdAt,
      });
    }
    await insertMany(g.db, sites, siteRows);
    return ids.length + siteRows.length;
  },
};

const leaveRequests: DomainGenerator = {
  name: 'leaves',
  async run(g) {
    const n = g.count('leaves');
    const types = ['Annual Leave', 'Compensatory Off', 'Leave Without Pay'] as const;
    const rows: (typeof leaves.$inferInsert)[] = [];
    // One person holds one leave a date (the leaves_no_overlap trigger refuses a second that overlaps):
    // a drawn person and date that is taken is drawn again.
    const taken = new Set<string>();
    for (let i = 0; i < n; i++) {
      let day = g.rand.int(-60, 700);
      let userId = g.rand.pick(g.ids.employees);
      while (taken.has(`${userId}|${day}`)) {
        day = g.rand.int(-60, 700);
        userId = g.rand.pick(g.ids.employees);
      }
      taken.add(`${userId}|${day}`);
      const status =
        day < 0 ? 'PENDING' : g.rand.pick(['APPROVE', 'APPROVE', 'APPROVE', 'REJECT', 'PENDING']);
      rows.push({
        userId,
        leaveDate: daysAgo(day).toISOString().slice(0, 10),
        halfDay: g.rand.pick([0, 0, 0, 1, 2]),
        leaveType: g.rand.pick(types),
        reason: g.rand.pick(LEAVE_REASONS),
        status,
        isPaid: status === 'APPROVE' && g.rand.chance(0.7),
        decidedBy: status === 'PENDING' ? null : g.ids.admin,
        decidedAt: status === 'PENDING' ? null : daysAgo(Math.max(day, 0) + 3),
        createdAt: daysAgo(Math.max(day, 0) + 10),
      });
    }
    await insertMany(g.db, leaves, rows);
    return n;
  },
};

const catalogue: DomainGenerator = {
  name: 'products',
  async run(g) {
    const n = g.count('products');
    const kinds = [
      ['Sewage Treatment Plant', 'Treatment Plants'],
      ['Effluent Treatment Plant', 'Treatment Plants'],
      ['RO Water Purifier', 'Water Purification'],
      ['Blower Control Panel', 'Control Panels'],
      ['Dosing Pump', 'Pumps'],
      ['Pressure Sand Filter', 'Filters'],
      ['Activated Carbon Filter', 'Filters'],
      ['Level Controller PCB', 'PCB'],
    ] as const;
    const rows: (typeof products.$inferInsert)[] = [];
    for (let i = 1; i <= n; i++) {
      const [kind, category] = g.rand.pick(kinds);
      const capacity = `${g.rand.int(1, 500) * 10} ${category === 'Treatment Plants' ? 'KLD' : 'LPH'}`;
      rows.push({
        name: `${kind} ${capacity} model ${i}`,
        description: `${kind} for ${g.rand.pick(ORG_KINDS).toLowerCase()}s, ${capacity}, installed and serviced across Kerala.`,
        price: `${g.rand.int(5, 5000) * 100}.00`,
        image: `product-${(i % 8) + 1}.webp`,
        stock: g.rand.int(0, 40),
        categories: category,
        isSellable: g.rand.chance(0.3),
        isProposal: g.rand.chance(0.5),
        intro: `${kind}, ${capacity}.`,
        content: `${kind} with ${capacity} capacity. `.repeat(g.rand.int(3, 12)),
        technicalSpecification: [
          { heading: 'Capacity', value: capacity },
          { heading: 'Power', value: `${g.rand.int(1, 30)} kW` },
          { heading: 'Warranty', value: `${g.rand.int(1, 5)} years` },
        ],
        createdAt: daysAgo(g.rand.int(1, 1500)),
      });
    }
    await insertMany(g.db, products, rows);
    return n;
  },
};

const contactInbox: DomainGenerator = {
  name: 'contact messages',
  async run(g) {
    const n = g.count('contactMessages');
    const rows: (typeof contactMessages.$inferInsert)[] = [];
    for (let i = 1; i <= n; i++) {
      const first = g.rand.pick(FIRST_NAMES);
      const last = g.rand.pick(LAST_NAMES);
      rows.push({
        name: `${first} ${last}`,
        email: `${slug(first)}.${slug(last)}${i}@gmail.com`,
        message: `We need a ${g.rand.pick(SITE_KINDS)} for our ${g.rand.pick(ORG_KINDS).toLowerCase()} near ${g.rand.pick(TOWNS.THRISSUR.towns)}. Please call ${g.rand.phone()}.`,
        createdAt: daysAgo(g.rand.int(0, 900)),
      });
    }
    await insertMany(g.db, contactMessages, rows);
    return n;
  },
};

/** Every domain's generator, in the order they run. Tasks, estimates, works, invoices and proposals
 * add theirs here when their tables exist (reading g.ids for the clients, sites and employees). */
/**
 * Work tasks (issue 12): `tasks` rows in one INSERT … SELECT (deterministic from the row number), every
 * status, priority and work type; employees advise them, and each reseller one in 40 at a site of their
 * own clients when they have one; one assignee each and a forwarded user on every third.
 */
const workTasks: DomainGenerator = {
  name: 'work tasks',
  async run(g) {
    const n = g.count('tasks');
    const ints = (ids: readonly number[]) =>
      sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`;
    const emps = g.ids.employees;
    const resellers = g.ids.resellers.map((r) => r.id);
    const [bounds] = await g.db
      .select({ lo: sql<number>`min(${sites.id})::int`, hi: sql<number>`max(${sites.id})::int` })
      .from(sites);
    const lo = bounds?.lo ?? 1;
    const span = Math.max(1, (bounds?.hi ?? 1) - lo + 1);
    const resellerCase =
      resellers.length > 0
        ? sql`when g % 40 = 0 then (${ints(resellers)})[1 + (g / 40) % ${resellers.length}]`
        : sql``;
    await g.db.execute(sql`
      insert into tasks (kind, worktype, site_id, site_name, client_id, panel_type, description, status,
        priority, deadline, adviser_id, created_at)
      select case when g % 3 = 0 then 'maintenance' else 'new_work' end,
        (array['Maintenance','New Work','Revamping','IT Support','Finance','Technical Support','Manufacturing'])[1 + g % 7],
        s.id, s.site_name, s.client_id, 'Panel ' || (g % 50),
        'Task ' || g || ': ' || (array['blower noise','low permeate flow','dosing pump leak','panel tripping','sludge pump seized'])[1 + g % 5],
        (array['ASSIGNED','IN PROGRESS','RE:IN PROGRESS','REVIEWING','FINISHED','FINISHED','FINISHED'])[1 + g % 7],
        (array['URGENT','MEDIUM','LOW'])[1 + (g / 7) % 3],
        date '2026-12-01' + (g % 60),
        case ${resellerCase} else (${ints(emps)})[1 + g % ${emps.length}] end,
        now() - (g || ' minutes')::interval
      from generate_series(1, ${n}) g
      left join sites s on s.id = ${lo} + (g * 7919) % ${span}`);
    await g.db.execute(sql`
      insert into task_people (task_id, user_id, type)
      select id, (${ints(emps)})[1 + (id * 7) % ${emps.length}], 'direct' from tasks`);
    await g.db.execute(sql`
      insert into task_people (task_id, user_id, type, forwarded_by)
      select id, (${ints(emps)})[1 + (id * 13 + 1) % ${emps.length}], 'forwarded',
        (${ints(emps)})[1 + (id * 7) % ${emps.length}]
      from tasks where id % 3 = 0 and (id * 13 + 1) % ${emps.length} <> (id * 7) % ${emps.length}`);
    return n;
  },
};

export const GENERATORS: readonly DomainGenerator[] = [
  reference,
  staff,
  departmentTree,
  resellers,
  clientsAndSites,
  leaveRequests,
  catalogue,
  contactInbox,
  workTasks,
];

export interface GenerateResult {
  scale: number;
  seed: number;
  database: 'pglite' | 'postgres';
  rows: Record<string, number>;
  seconds: Record<string, number>;
  totalSeconds: number;
}

export async function generate(opts: GenerateOptions): Promise<GenerateResult> {
  const log = opts.log ?? ((line: string) => console.error(line));
  const seed = opts.seed ?? 42;
  const started = performance.now();
  const database = await openDatabase(
    opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : { dataDir: opts.dataDir ?? './data' },
  );
  const result: GenerateResult = {
    scale: opts.scale,
    seed,
    database: database.kind,
    rows: {},
    seconds: { migrate: (performance.now() - started) / 1000 },
    totalSeconds: 0,
  };
  try {
    const [{ n } = { n: 0 }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    if (n > 0) throw new Error('The database already has users: generate into an empty database.');
    const g: GenContext = {
      db: database.db,
      rand: new Rand(prng(seed)),
      scale: opts.scale,
      count: (table) => Math.max(SIZES[table].min, Math.round(SIZES[table].full * opts.scale)),
      passwordHash: await hashPassword(opts.password ?? BENCH_PASSWORD),
      ids: { admin: 0, districts: new Map(), jobRoles: new Map(), employees: [], resellers: [], clients: [] },
      insertMany: (table, rows) => insertMany(database.db, table, rows),
    };
    for (const gen of GENERATORS) {
      const t = performance.now();
      result.rows[gen.name] = await gen.run(g);
      result.seconds[gen.name] = (performance.now() - t) / 1000;
      log(`${gen.name}: ${result.rows[gen.name]} rows in ${result.seconds[gen.name]!.toFixed(1)} s`);
    }
    const t = performance.now();
    // what autovacuum does soon after a bulk load on a server, and the server's upkeep on the embedded
    // database: without it no page is marked all-visible and no count runs as an index-only scan (the
    // PostgreSQL on the bench machines runs with autovacuum off, so it would never happen there)
    await database.db.execute(sql`vacuum (analyze)`);
    result.seconds['vacuum analyze'] = (performance.now() - t) / 1000;
  } finally {
    const t = performance.now();
    await database.close();
    result.seconds.close = (performance.now() - t) / 1000;
  }
  result.totalSeconds = (performance.now() - started) / 1000;
  log(`done in ${result.totalSeconds.toFixed(1)} s`);
  return result;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const scale = Number(arg('scale') ?? '0.1');
  const dataDir = arg('data-dir');
  const databaseUrl = arg('database-url');
  if (!(scale > 0) || (!dataDir && !databaseUrl)) {
    console.error('usage: bench/generate.ts --scale 1.0 (--data-dir DIR | --database-url postgres://...)');
    process.exit(2);
  }
  generate({
    scale,
    seed: Number(arg('seed') ?? '42'),
    ...(dataDir ? { dataDir } : {}),
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(arg('password') ? { password: arg('password')! } : {}),
  })
    .then((r) => console.log(JSON.stringify(r)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
