import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT_KINDS,
  EQUIPMENT_MESSAGES,
  equipmentLabel,
  hasCapacity,
  PLANT_KINDS,
  ZAddEquipmentRequest,
  ZEditEquipmentRequest,
} from '../src/equipment.ts';

// issue 43 item 1 (docs/requirements/005-equipment.md §1): the rules across a piece's fields
const base = { site_id: 1, kind: 'pump', name: 'Raw sewage pump' };
const errorsOf = (body: unknown) => {
  const parsed = ZAddEquipmentRequest.safeParse(body);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a piece of equipment', () => {
  it('keeps a capacity only for the plants, and none is fine for any kind', () => {
    expect(PLANT_KINDS).toEqual(['stp', 'wtp', 'etp', 'ro_plant']);
    for (const kind of EQUIPMENT_KINDS) {
      const withCapacity = errorsOf({ ...base, kind, capacity_kld: '12.5' });
      expect(withCapacity).toEqual(
        hasCapacity(kind) ? {} : { capacity_kld: EQUIPMENT_MESSAGES.capacityNotPlant },
      );
      expect(errorsOf({ ...base, kind, capacity_kld: '' })).toEqual({});
      expect(errorsOf({ ...base, kind, capacity_kld: null })).toEqual({});
    }
  });

  it('reads the capacity exactly, as text with at most two places', () => {
    const piece = ZAddEquipmentRequest.parse({ ...base, kind: 'stp', capacity_kld: 50.25 });
    expect(piece.capacity_kld).toBe('50.25');
    expect(errorsOf({ ...base, kind: 'stp', capacity_kld: '0.001' })).toEqual({
      capacity_kld: 'Use at most 2 decimal places',
    });
  });

  it('has its warranty end on or after its installation, each day a real one or none', () => {
    expect(errorsOf({ ...base, installed_on: '2025-06-01', warranty_until: '2025-05-31' })).toEqual({
      warranty_until: EQUIPMENT_MESSAGES.warrantyBeforeInstalled,
    });
    expect(errorsOf({ ...base, installed_on: '2025-06-01', warranty_until: '2025-06-01' })).toEqual({});
    // one day alone is never compared
    expect(errorsOf({ ...base, warranty_until: '2020-01-01' })).toEqual({});
    expect(errorsOf({ ...base, installed_on: '2025-02-29' })).toEqual({
      installed_on: EQUIPMENT_MESSAGES.day,
    });
    const blank = ZAddEquipmentRequest.parse({ ...base, installed_on: ' ', warranty_until: null });
    expect(blank).toMatchObject({ installed_on: null, warranty_until: null, make: '', notes: '' });
  });

  it('refuses control characters in its one-line texts, and keeps line breaks in its notes', () => {
    expect(errorsOf({ ...base, serial_number: 'SN\u0000' })).toEqual({
      serial_number: 'Serial number contains characters that are not allowed',
    });
    expect(ZAddEquipmentRequest.parse({ ...base, notes: 'line 1\r\nline 2' }).notes).toBe('line 1\nline 2');
  });

  it('is edited without its site, which a piece keeps', () => {
    const edited = ZEditEquipmentRequest.parse({ ...base, site_id: 9 });
    expect('site_id' in edited).toBe(false);
  });

  it('is named with its capacity where it has one', () => {
    expect(equipmentLabel({ name: 'STP 1', capacity_kld: '50.00' })).toBe('STP 1 · 50 KLD');
    expect(equipmentLabel({ name: 'Blower', capacity_kld: null })).toBe('Blower');
  });
});
