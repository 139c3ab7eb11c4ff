import { type TProposalForm, ZProposalForm } from '@aquadesk/shared/proposals.ts';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import { type DemoSeeder, demoUser } from '../../platform/demo.ts';
import { createProposal } from './operations/create-proposal.ts';

type DemoProposal = Omit<TProposalForm, 'productId'> & { creator: string; productName: string };

// A few proposals (issue 14): two by the marketing manager, three by the reseller (who sees only theirs)
const PROPOSALS: DemoProposal[] = [
  {
    creator: 'marketing.manager@demo.aquadesk.in',
    productName: 'Packaged Sewage Treatment Plant 50 KLD',
    heading: 'Sewage treatment plant for the new hospital block',
    client_name: 'Dr. Thomas Kurian',
    organization: 'Lakeshore Hospital',
    address_line_1: 'NH 66, Maradu',
    address_line_2: 'Nettoor P.O.',
    city: 'Kochi',
    district: 'ERNAKULAM',
    state: 'Kerala',
    pincode: '682040',
    email: 'facilities@lakeshore.example',
    phone: '9847012345',
  },
  {
    creator: 'marketing.manager@demo.aquadesk.in',
    productName: 'Effluent Treatment Plant 20 KLD',
    heading: 'Effluent treatment for the dairy processing unit',
    client_name: 'Sajan Varghese',
    organization: 'Malabar Dairy Co-op',
    address_line_1: 'Industrial Estate, Kallai',
    address_line_2: 'Near the railway gate',
    city: 'Kozhikode',
    district: 'KOZHIKODE',
    state: 'Kerala',
    pincode: '673003',
    email: 'plant@malabardairy.example',
    phone: '9961099610',
  },
  {
    creator: 'reseller@demo.aquadesk.in',
    productName: 'Packaged Sewage Treatment Plant 50 KLD',
    heading: 'STP for the riverside apartments',
    client_name: 'Priya Raghavan',
    organization: 'Riverside Residency',
    address_line_1: 'Puzhakkal, Ayyanthole',
    address_line_2: 'Opposite the Collectorate',
    city: 'Thrissur',
    district: 'THRISSUR',
    state: 'Kerala',
    pincode: '680003',
    email: 'secretary@riverside.example',
    phone: '9446012121',
  },
  {
    creator: 'reseller@demo.aquadesk.in',
    productName: 'Effluent Treatment Plant 20 KLD',
    heading: 'Kitchen effluent treatment for the garden hotel',
    client_name: 'Raveendran Nair',
    organization: 'Malampuzha Garden Hotel',
    address_line_1: 'Dam Road, Malampuzha',
    address_line_2: 'Near the garden gate',
    city: 'Malampuzha',
    district: 'PALAKKAD',
    state: 'Kerala',
    pincode: '678651',
    email: 'gm@malampuzhagarden.example',
    phone: '9847300016',
  },
  {
    creator: 'reseller@demo.aquadesk.in',
    productName: 'Packaged Sewage Treatment Plant 50 KLD',
    heading: '40 KLD STP for the villa community',
    client_name: 'Jose Paul',
    organization: 'Amala Nagar Villas Association',
    address_line_1: 'Amala Nagar',
    address_line_2: 'Thrissur-Kunnamkulam Road',
    city: 'Thrissur',
    district: 'THRISSUR',
    state: 'Kerala',
    pincode: '680555',
    email: 'secretary@amalavillas.example',
    phone: '9847300017',
  },
];

/** Demo proposals: needs the demo users (auth) and the demo PROPOSAL products seeded before it. */
export const seedDemoProposals: DemoSeeder = async (ctx) => {
  for (const { creator, productName, ...proposal } of PROPOSALS) {
    const [user, [product]] = await Promise.all([
      demoUser(ctx, creator),
      ctx.db.select({ id: products.id }).from(products).where(eq(products.name, productName)),
    ]);
    if (!user || !product) continue;
    await createProposal(ctx, user, ZProposalForm.parse({ ...proposal, productId: product.id }));
  }
};
