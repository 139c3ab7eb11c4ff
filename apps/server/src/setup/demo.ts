import { seedDemoUsers } from '../modules/auth/demo.ts';
import { seedDemoClients, seedDemoNotes } from '../modules/clients/demo.ts';
import { seedDemoContracts } from '../modules/contracts/demo.ts';
import { seedDemoPeople } from '../modules/employees/demo.ts';
import { seedDemoEquipment } from '../modules/equipment/demo.ts';
import { seedDemoEstimates } from '../modules/estimates/demo.ts';
import { seedDemoProducts } from '../modules/products/demo.ts';
import { seedDemoProposals } from '../modules/proposals/demo.ts';
import { seedDemoLegalDocuments } from '../modules/public/demo.ts';
import { seedDemoResellers } from '../modules/resellers/demo.ts';
import { seedDemoEquipmentCall, seedDemoWork } from '../modules/work/demo.ts';
import type { DemoSeeder } from '../platform/demo.ts';
import { seedDemoInvoices } from './demo-books.ts';

/** DEMO_DATA=1: each domain's demo seeder, in order (later ones may use what earlier ones made). */
export const DEMO_SEEDERS: readonly DemoSeeder[] = [
  seedDemoUsers,
  seedDemoPeople,
  seedDemoResellers,
  seedDemoClients,
  seedDemoNotes,
  seedDemoProducts,
  seedDemoLegalDocuments,
  seedDemoEstimates,
  seedDemoInvoices,
  seedDemoWork,
  seedDemoEquipment,
  seedDemoEquipmentCall,
  seedDemoContracts,
  seedDemoProposals,
];
