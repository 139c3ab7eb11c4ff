import { DAY_MS } from '@aquadesk/shared/dates.ts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { clientRecords, districts, notes, sites, users } from '../../db/schema/index.ts';
import type { DemoSeeder } from '../../platform/demo.ts';
import { DEMO_PASSWORD } from '../../platform/demo.ts';
import { hashPassword } from '../../platform/passwords.ts';

interface DemoClient {
  organization: string;
  name: string;
  email: string;
  phone: string;
  /** the reseller who made it (pending until an admin edits it) */
  reseller?: string;
  /** a registered business (B2B, docs/requirements/002-gst.md §2): its GSTIN (made up, check character right) and billing address */
  tax?: { gstin: string; billingAddress: string };
  /** an unregistered one's billing address and state (B2C: invoiced ₹50,000 or more, rule 46(1)(e) prints them) */
  address?: { billingAddress: string; stateCode: string };
  sites: {
    name: string;
    city: string;
    district: string;
    pincode: string;
    contact: string;
    approved?: boolean;
  }[];
}

// Clients across Kerala's districts, each with its sites (issue #5 demo data).
const CLIENTS: DemoClient[] = [
  {
    organization: 'Lakeshore Hospital',
    address: { billingAddress: 'Lakeshore Hospital, NH 66 Bypass, Maradu, Kochi 682040', stateCode: '32' },
    name: 'THOMAS VARGHESE',
    email: 'facilities@lakeshore.demo',
    phone: '9847300001',
    sites: [
      {
        name: 'LAKESHORE STP BLOCK A',
        city: 'KOCHI',
        district: 'ERNAKULAM',
        pincode: '682040',
        contact: 'BIJU P',
      },
      { name: 'LAKESHORE ETP', city: 'KOCHI', district: 'ERNAKULAM', pincode: '682040', contact: 'BIJU P' },
    ],
  },
  {
    organization: 'Technopark Phase III',
    tax: {
      gstin: '32AABCT4821K1ZH',
      billingAddress: 'Technopark Phase III, Kazhakuttam, Thiruvananthapuram 695581',
    },
    name: 'DEEPA NAIR',
    email: 'estate@technopark.demo',
    phone: '9847300002',
    sites: [
      {
        name: 'TECHNOPARK WTP',
        city: 'KAZHAKKOOTTAM',
        district: 'THIRUVANANTHAPURAM',
        pincode: '695581',
        contact: 'SAJAN K',
      },
    ],
  },
  {
    organization: 'Backwater Resorts',
    name: 'JOHN KURIAN',
    email: 'ops@backwater.demo',
    phone: '9847300003',
    sites: [
      {
        name: 'PUNNAMADA RESORT STP',
        city: 'ALAPPUZHA',
        district: 'ALAPPUZHA',
        pincode: '688006',
        contact: 'MANOJ R',
      },
    ],
  },
  {
    organization: 'Malabar Dairy Co-op',
    tax: {
      gstin: '32AAACM7314D1Z2',
      billingAddress: 'Malabar Dairy Co-op, Industrial Estate, Kozhikode 673001',
    },
    name: 'ABDUL RAHIM',
    email: 'plant@malabardairy.demo',
    phone: '9847300004',
    sites: [
      {
        name: 'DAIRY ETP KOZHIKODE',
        city: 'KOZHIKODE',
        district: 'KOZHIKODE',
        pincode: '673001',
        contact: 'SHAFI M',
      },
    ],
  },
  {
    organization: 'Highrange Spices',
    tax: { gstin: '32AADFK2209H1ZV', billingAddress: 'Highrange Spices, Spices Park, Kumily, Idukki 685509' },
    name: 'GEORGE MATHEW',
    email: 'works@highrange.demo',
    phone: '9847300005',
    sites: [
      { name: 'SPICE UNIT WTP', city: 'KUMILY', district: 'IDUKKI', pincode: '685509', contact: 'SUNIL T' },
    ],
  },
  {
    organization: 'St. Marys College',
    name: 'SR. ANCY JOSE',
    email: 'bursar@stmarys.demo',
    phone: '9847300006',
    sites: [
      {
        name: 'COLLEGE HOSTEL STP',
        city: 'THRISSUR',
        district: 'THRISSUR',
        pincode: '680020',
        contact: 'FR. PAUL',
      },
    ],
  },
  {
    organization: 'Kannur Textiles',
    tax: { gstin: '32AABCS5531P1Z7', billingAddress: 'Kannur Textiles, Weavers Colony, Kannur 670001' },
    name: 'PRAKASHAN K',
    email: 'mill@kannurtex.demo',
    phone: '9847300007',
    sites: [
      { name: 'DYEING ETP', city: 'KANNUR', district: 'KANNUR', pincode: '670001', contact: 'RAJEEV V' },
    ],
  },
  {
    organization: 'Kollam Cashew Exports',
    name: 'SURESH BABU',
    email: 'factory@kollamcashew.demo',
    phone: '9847300008',
    sites: [
      {
        name: 'CASHEW FACTORY WTP',
        city: 'KOLLAM',
        district: 'KOLLAM',
        pincode: '691001',
        contact: 'AJITH S',
      },
    ],
  },
  {
    organization: 'Palakkad Rice Mills',
    name: 'VENUGOPAL M',
    email: 'mill@palakkadrice.demo',
    phone: '9847300009',
    sites: [
      { name: 'RICE MILL ETP', city: 'PALAKKAD', district: 'PALAKKAD', pincode: '678001', contact: 'HARI K' },
    ],
  },
  {
    organization: 'Kottayam Rubber Board Colony',
    name: 'ANNAMMA CHACKO',
    email: 'colony@kottayam.demo',
    phone: '9847300010',
    sites: [
      { name: 'COLONY STP', city: 'KOTTAYAM', district: 'KOTTAYAM', pincode: '686001', contact: 'JOMON P' },
    ],
  },
  {
    organization: 'Sabari Pilgrim Centre',
    name: 'RAMACHANDRAN P',
    email: 'centre@sabari.demo',
    phone: '9847300011',
    sites: [
      {
        name: 'PILGRIM CENTRE STP',
        city: 'PATHANAMTHITTA',
        district: 'PATHANAMTHITTA',
        pincode: '689645',
        contact: 'VINOD G',
      },
    ],
  },
  {
    organization: 'Bekal Beach Hotels',
    name: 'MOHAMMED ASHRAF',
    email: 'gm@bekal.demo',
    phone: '9847300012',
    sites: [
      {
        name: 'BEKAL HOTEL STP',
        city: 'KASARAGOD',
        district: 'KASARAGOD',
        pincode: '671316',
        contact: 'NAVAS A',
      },
    ],
  },
  // resellers' clients: Meera (Thrissur, Palakkad) and Joseph (Kozhikode, Malappuram, Wayanad); their sites
  // wait for an admin's approval unless marked approved (issue 31 item 4: the reseller's day)
  {
    organization: 'Guruvayur Lodge',
    name: 'UNNIKRISHNAN T',
    email: 'lodge@guruvayur.demo',
    phone: '9847300013',
    reseller: 'reseller@demo.aquadesk.in',
    sites: [
      {
        name: 'LODGE STP',
        city: 'GURUVAYUR',
        district: 'THRISSUR',
        pincode: '680101',
        contact: 'SASI K',
        approved: true,
      },
      {
        name: 'LODGE ANNEX WTP',
        city: 'GURUVAYUR',
        district: 'THRISSUR',
        pincode: '680101',
        contact: 'SASI K',
        approved: false,
      },
    ],
  },
  {
    organization: 'Malampuzha Garden Hotel',
    name: 'RAVEENDRAN NAIR',
    email: 'gm@malampuzhagarden.demo',
    phone: '9847300016',
    reseller: 'reseller@demo.aquadesk.in',
    sites: [
      {
        name: 'GARDEN HOTEL STP',
        city: 'MALAMPUZHA',
        district: 'PALAKKAD',
        pincode: '678651',
        contact: 'SUDHEER M',
        approved: true,
      },
      {
        name: 'GARDEN HOTEL KITCHEN ETP',
        city: 'MALAMPUZHA',
        district: 'PALAKKAD',
        pincode: '678651',
        contact: 'SUDHEER M',
        approved: false,
      },
    ],
  },
  {
    organization: 'Amala Nagar Villas Association',
    name: 'JOSE PAUL',
    email: 'secretary@amalavillas.demo',
    phone: '9847300017',
    reseller: 'reseller@demo.aquadesk.in',
    sites: [
      {
        name: 'AMALA VILLAS STP 40 KLD',
        city: 'AMALA NAGAR',
        district: 'THRISSUR',
        pincode: '680555',
        contact: 'JOSE PAUL',
        approved: false,
      },
    ],
  },
  {
    organization: 'Wayanad Homestays',
    name: 'ELDHO JOSEPH',
    email: 'stay@wayanad.demo',
    phone: '9847300014',
    reseller: 'reseller2@demo.aquadesk.in',
    sites: [
      {
        name: 'HOMESTAY WTP',
        city: 'KALPETTA',
        district: 'WAYANAD',
        pincode: '673121',
        contact: 'BINU E',
        approved: false,
      },
    ],
  },
  {
    organization: 'Malappuram Poultry Farm',
    name: 'FAISAL K',
    email: 'farm@mlppoultry.demo',
    phone: '9847300015',
    reseller: 'reseller2@demo.aquadesk.in',
    sites: [
      {
        name: 'POULTRY ETP',
        city: 'MANJERI',
        district: 'MALAPPURAM',
        pincode: '676121',
        contact: 'NOUSHAD P',
        approved: false,
      },
    ],
  },
];

/** Clients and their sites (reseller-made ones wait for an admin). */
export const seedDemoClients: DemoSeeder = async (ctx) => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ds = new Map((await ctx.db.select().from(districts)).map((d) => [d.name, d.id]));
  const [admin] = await ctx.db.select().from(users).where(eq(users.userType, 'admin'));
  await ctx.db.transaction(async (tx) => {
    for (const c of CLIENTS) {
      const [reseller] = c.reseller ? await tx.select().from(users).where(eq(users.email, c.reseller)) : [];
      const [client] = await tx
        .insert(users)
        .values({
          name: c.name,
          email: c.email,
          passwordHash,
          phoneNumber: c.phone,
          organization: c.organization,
          ...(c.tax
            ? { gstin: c.tax.gstin, stateCode: c.tax.gstin.slice(0, 2), billingAddress: c.tax.billingAddress }
            : c.address
              ? { stateCode: c.address.stateCode, billingAddress: c.address.billingAddress }
              : {}),
          fileId: 'N.A',
          userType: 'client',
          permissions: [],
          processedByAdmin: !reseller,
          createdBy: reseller?.id ?? admin?.id ?? null,
        })
        .returning();
      let i = 0;
      for (const s of c.sites) {
        i += 1;
        const approved = s.approved ?? true;
        await tx.insert(sites).values({
          clientId: client!.id,
          fileId: reseller ? 'RES-DEFAULT' : `AQ-${String(client!.id).padStart(3, '0')}-${i}`,
          siteName: s.name,
          contactName: s.contact,
          phoneNumber: c.phone,
          addressLine1: `${s.name.split(' ')[0]} BUILDING`,
          addressLine2: 'MAIN ROAD',
          city: s.city,
          districtId: ds.get(s.district)!,
          state: 'KERALA',
          pincode: s.pincode,
          createdBy: reseller?.id ?? admin!.id,
          approved,
          approvedBy: approved ? admin!.id : null,
          approvedAt: approved ? new Date() : null,
        });
      }
    }
  });
};

/** Notes (open and archived) and records with an image on a few clients. */
export const seedDemoNotes: DemoSeeder = async (ctx) => {
  const [employee] = await ctx.db.select().from(users).where(eq(users.email, 'employee@demo.aquadesk.in'));
  const [admin] = await ctx.db.select().from(users).where(eq(users.userType, 'admin'));
  const author = employee ?? admin!;
  const siteRows = await ctx.db.select().from(sites).where(eq(sites.approved, true)).limit(4);
  const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2b7bb9' } })
    .jpeg()
    .toBuffer();
  const day = DAY_MS;
  for (const [i, s] of siteRows.entries()) {
    await ctx.db.insert(notes).values([
      {
        clientId: s.clientId,
        siteId: s.id,
        authorId: author.id,
        heading: 'Blower noise reported',
        description:
          'Client reports a humming noise from the aeration blower in the mornings. Check the bearings.',
      },
      {
        clientId: s.clientId,
        siteId: s.id,
        authorId: author.id,
        heading: 'Quarterly sludge removal',
        description: 'Sludge removed from the settling tank and sent for drying.',
        isClosed: true,
        closedAt: new Date(Date.now() - day),
        closedBy: admin!.id,
        createdAt: new Date(Date.now() - (10 + i) * day),
      },
    ]);
    await ctx.db.insert(clientRecords).values({
      clientId: s.clientId,
      siteId: s.id,
      authorId: author.id,
      heading: 'Filter media replaced',
      description: 'Pressure sand filter media replaced; backwash cycle set to 20 minutes.',
      image: await ctx.storage.saveImage('record', image),
    });
  }
};
