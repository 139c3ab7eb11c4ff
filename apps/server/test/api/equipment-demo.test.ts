import type { EquipmentCall, EquipmentListResponse } from '@aquadesk/shared/equipment.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoUsers } from '../../src/modules/auth/demo.ts';
import { seedDemoClients } from '../../src/modules/clients/demo.ts';
import { seedDemoPeople } from '../../src/modules/employees/demo.ts';
import { seedDemoEquipment } from '../../src/modules/equipment/demo.ts';
import { seedDemoResellers } from '../../src/modules/resellers/demo.ts';
import { seedDemoEquipmentCall } from '../../src/modules/work/demo.ts';
import { DEMO_SEEDERS } from '../../src/setup/demo.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

// issue 43 item 1: the demo sites' plants (docs/api.md "Equipment", "Demo data")
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('gives the first demo sites an STP with its blowers, pumps, dosing and panel, and a blower a breakdown call', async () => {
  // the seeders it needs, in the demo's order (the rest of the demo is not needed here)
  const needed = [
    seedDemoUsers,
    seedDemoPeople,
    seedDemoResellers,
    seedDemoClients,
    seedDemoEquipment,
    seedDemoEquipmentCall,
  ];
  expect(needed.every((s) => DEMO_SEEDERS.includes(s))).toBe(true);
  expect(DEMO_SEEDERS.indexOf(seedDemoEquipment)).toBeGreaterThan(DEMO_SEEDERS.indexOf(seedDemoClients));
  expect(DEMO_SEEDERS.indexOf(seedDemoEquipmentCall)).toBeGreaterThan(
    DEMO_SEEDERS.indexOf(seedDemoEquipment),
  );
  for (const seed of needed) await seed(t.ctx, []);
  const admin = await t.adminHeaders();
  const list = (
    await t.app.inject({ method: 'GET', url: '/api/equipment?sort=site', headers: admin })
  ).json() as EquipmentListResponse;
  expect(new Set(list.data.map((p) => p.site_id)).size).toBe(3);
  const plants = list.data.filter((p) => p.kind === 'stp');
  expect(plants.map((p) => p.capacity_kld).sort()).toEqual(['100.00', '30.00', '50.00']);
  expect(new Set(list.data.map((p) => p.make))).toEqual(
    new Set(['AquaDesk Water Solutions', 'Everest', 'Kirloskar', 'Grundfos']),
  );
  for (const p of list.data) {
    expect(p.installed_on! <= p.warranty_until!).toBe(true);
    expect(p.retired_on).toBeNull();
  }
  const histories = await Promise.all(
    list.data
      .filter((p) => p.kind === 'blower')
      .map(
        async (p) =>
          (
            await t.app.inject({ method: 'GET', url: `/api/equipment/${p.id}/history`, headers: admin })
          ).json().data as EquipmentCall[],
      ),
  );
  const calls = histories.flat();
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({ status: 'ASSIGNED', worktype: 'Maintenance' });
});
