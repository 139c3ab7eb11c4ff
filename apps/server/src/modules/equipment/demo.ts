import { addDays, todayInIndia } from '@aquadesk/shared/dates.ts';
import type { AddEquipmentInput, EquipmentKind } from '@aquadesk/shared/equipment.ts';
import type { AppContext } from '../../platform/context.ts';
import { type DemoSeeder, demoUser } from '../../platform/demo.ts';
import { sitePicks } from '../sites/operations/picks.ts';
import { addEquipment } from './operations/equipment.ts';

interface DemoPiece {
  kind: EquipmentKind;
  name: string;
  capacity?: string;
  make: string;
  model: string;
  serial: string;
  /** Years since installation, and years of warranty from then. */
  age: number;
  warranty: number;
  notes?: string;
}

/** A sewage treatment plant as the company installs them: the plant, its blowers and pumps, its panel. */
const plantOf = (n: number, kld: string): DemoPiece[] => [
  {
    kind: 'stp',
    name: `STP ${kld} KLD`,
    capacity: kld,
    make: 'AquaDesk Water Solutions',
    model: `MBBR-${kld}`,
    serial: `ADS-STP-${2400 + n}`,
    age: 3,
    warranty: 5,
    notes: 'MBBR with tube settler, pressure sand and activated carbon filters.',
  },
  {
    kind: 'blower',
    name: 'Air blower 1',
    make: 'Everest',
    model: 'ETB-65 twin lobe',
    serial: `EV-65-${31800 + n * 2}`,
    age: 3,
    warranty: 1,
  },
  {
    kind: 'blower',
    name: 'Air blower 2 (standby)',
    make: 'Everest',
    model: 'ETB-65 twin lobe',
    serial: `EV-65-${31801 + n * 2}`,
    age: 3,
    warranty: 1,
  },
  {
    kind: 'pump',
    name: 'Raw sewage pump',
    make: 'Kirloskar',
    model: 'KSN 5 HP submersible',
    serial: `KBL-SN-${78120 + n}`,
    age: 3,
    warranty: 1,
  },
  {
    kind: 'pump',
    name: 'Filter feed pump',
    make: 'Grundfos',
    model: 'CR 5-8',
    serial: `GF-CR5-${55410 + n}`,
    age: 2,
    warranty: 2,
  },
  {
    kind: 'dosing_system',
    name: 'Chlorine dosing',
    make: 'Grundfos',
    model: 'DDA 7.5-16',
    serial: `GF-DDA-${90230 + n}`,
    age: 2,
    warranty: 2,
  },
  {
    kind: 'control_panel',
    name: 'STP control panel',
    make: 'AquaDesk Water Solutions',
    model: 'MCC with PLC',
    serial: `ADS-PNL-${1400 + n}`,
    age: 3,
    warranty: 2,
  },
];

const CAPACITIES = ['50', '100', '30'];
const yearsAgo = (years: number) => addDays(todayInIndia(), -Math.round(years * 365.25));

/**
 * Demo equipment (issue 43 item 1): the first approved sites each get an STP (50, 100, 30 KLD) with its
 * blowers, pumps, dosing and panel, added by the technical director. One blower's breakdown call, which
 * gives its page a history, is work's demo (work/demo.ts seedDemoEquipmentCall, after this one).
 */
export const seedDemoEquipment: DemoSeeder = async (ctx: AppContext) => {
  const director = await demoUser(ctx, 'technical.director@demo.aquadesk.in');
  if (!director) return;
  const sites = await sitePicks(ctx.db, { id: director.id, reseller: false }, undefined, CAPACITIES.length);
  for (const [i, site] of sites.entries()) {
    for (const piece of plantOf(i, CAPACITIES[i] ?? '50')) {
      const installed = yearsAgo(piece.age);
      const input: AddEquipmentInput = {
        site_id: site.id,
        kind: piece.kind,
        name: piece.name,
        capacity_kld: piece.capacity ?? null,
        make: piece.make,
        model: piece.model,
        serial_number: piece.serial,
        installed_on: installed,
        warranty_until: addDays(installed, Math.round(piece.warranty * 365.25)),
        notes: piece.notes ?? '',
      };
      await addEquipment(ctx, director, input);
    }
  }
};
