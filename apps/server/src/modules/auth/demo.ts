import { ROLE_LABELS, ROLES } from '@aquadesk/shared/roles.ts';
import { sql } from 'drizzle-orm';
import { jobRoles, users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD, type DemoSeeder } from '../../platform/demo.ts';
import { hashPassword } from '../../platform/passwords.ts';

/** One demo sign-in for every role (the README prints them at start). */
export const seedDemoUsers: DemoSeeder = async (ctx, logins) => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people: Record<string, { name: string; phone: string; charge: string; title: string }> = {
    employee: { name: 'Arjun Nair', phone: '9847012345', charge: '450', title: 'Plant Technician' },
    reseller: { name: 'Meera Menon', phone: '9846023456', charge: '0', title: 'reseller' },
    technical_director: {
      name: 'Dr. Suresh Pillai',
      phone: '9895034567',
      charge: '1500',
      title: 'Technical Director',
    },
    work_estimate: { name: 'Anjali Varma', phone: '9747045678', charge: '650', title: 'Work Estimator' },
    marketing_manager: {
      name: 'Rahul Krishnan',
      phone: '9745056789',
      charge: '700',
      title: 'Marketing Manager',
    },
    client_management: {
      name: 'Fathima Rasheed',
      phone: '9656067890',
      charge: '550',
      title: 'Client Relations Executive',
    },
    product_management: {
      name: 'Vishnu Prasad',
      phone: '9656078901',
      charge: '600',
      title: 'Product Manager',
    },
    finance: { name: 'Lakshmi Iyer', phone: '9567089012', charge: '750', title: 'Accounts Officer' },
  };
  // each login's first screen, for the start's table (issue 31 item 4; the data is the domains' demo.ts)
  const shows: Partial<Record<string, { label: string; shows: string }>> = {
    employee: { label: 'Technician (employee)', shows: 'Dashboard, Work: his tasks and job cards' },
    reseller: {
      label: 'Reseller',
      shows: 'Clients, Sites (some waiting for approval), Estimates, Proposals',
    },
    technical_director: { label: 'Technical director', shows: 'Dashboard, Work, Estimates, Invoices' },
    work_estimate: {
      label: 'Work estimator',
      shows: 'Estimates and Work > Estimate: her drafts and the surveys she is on; Dashboard',
    },
    marketing_manager: { label: 'Marketing', shows: 'Proposals' },
    client_management: { label: 'Client management', shows: 'Clients and sites' },
    product_management: { label: 'Product management', shows: 'Products' },
    finance: {
      label: 'Finance',
      shows: 'Invoices: unpaid, part-paid, overdue; Receivables; E-invoices; GSTR-1',
    },
  };
  for (const role of ROLES) {
    const person = people[role];
    if (!person) continue;
    const email = `${role.replaceAll('_', '.')}@demo.aquadesk.in`;
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(jobRoles)
        .where(sql`lower(${jobRoles.name}) = ${person.title.toLowerCase()}`);
      const jobRole = existing ?? (await tx.insert(jobRoles).values({ name: person.title }).returning())[0]!;
      await tx.insert(users).values({
        name: person.name,
        email,
        passwordHash,
        phoneNumber: person.phone,
        userType: role === 'reseller' ? 'reseller' : jobRole.name,
        roleId: jobRole.id,
        charge: person.charge,
        permissions:
          role === 'reseller' ? ['reseller'] : role === 'employee' ? ['employee'] : ['employee', role],
      });
    });
    logins.push({
      role: shows[role]?.label ?? ROLE_LABELS[role],
      email,
      password: DEMO_PASSWORD,
      ...(shows[role] ? { shows: shows[role].shows } : {}),
    });
  }
};
