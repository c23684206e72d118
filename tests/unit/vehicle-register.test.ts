/** The pure vehicle-register rules: plate, mapping of odd documents, the fill rule and the PKK-due rule. */
import { describe, expect, it } from 'vitest';
import {
  checkPlate,
  fillFromRegister,
  firstVehicle,
  formatRegisterDate,
  kwToHp,
  mapVehicle,
  pkkDue,
  pkkDueBefore,
  type VehicleRegisterValues,
} from '../../server/domain/vehicleRegister.ts';
import { DIESEL_VAN, PETROL_CAR, PLUG_IN_HYBRID } from '../support/vegvesenDocuments.ts';

describe('plate rule', () => {
  it('normalises spaces and lower case, and needs 2 letters and 5 digits', () => {
    expect(checkPlate('ek 39085')).toEqual({ plate: 'EK39085' });
    expect(checkPlate(' Ek\t390 85 ')).toEqual({ plate: 'EK39085' });
    expect(checkPlate('')).toEqual({ error: 'Ingen registreringsnummer' });
    expect(checkPlate(null)).toEqual({ error: 'Ingen registreringsnummer' });
    for (const bad of ['EK3908', 'EK390855', 'E839085', 'ÅK39085', 'EK-39085', 'EK３９０８５']) {
      expect(checkPlate(bad), bad).toEqual({ error: 'Registreringsnummeret må vere 2 store bokstavar og 5 siffer, til dømes EK 39085.' });
    }
  });
});

describe('mapping', () => {
  it('horsepower is kW × 1.34102 rounded', () => {
    expect(kwToHp(110)).toBe(148);
    expect(kwToHp(100)).toBe(134);
    expect(kwToHp(0)).toBe(0);
  });

  it('an empty or strange document maps to nothing known and never throws', () => {
    expect(firstVehicle({ kjoretoydataListe: [] })).toBeNull();
    expect(firstVehicle(null)).toBeNull();
    expect(firstVehicle('<html>')).toBeNull();
    for (const odd of [null, {}, [], 'x', { godkjenning: { tekniskGodkjenning: { tekniskeData: { motorOgDrivverk: { motor: 'nope' } } } } }]) {
      const v = mapVehicle(odd);
      expect(v.fuelType).toBeNull();
      expect(v.engineHp).toBeNull();
      expect(v.isValidRentalcar).toBe(false);
      expect(v.acrissTransmission).toBe('-');
      expect(v.acrissFuel).toBeNull();
    }
  });

  it('a non-plug-in hybrid (one petrol entry, hybrid category IKKE_LADBAR) is petrol+electric and ACRISS H', () => {
    const doc = structuredClone(PETROL_CAR) as any;
    doc.kjoretoydataListe[0].godkjenning.tekniskGodkjenning.tekniskeData.motorOgDrivverk.hybridKategori.kodeVerdi = 'IKKE_LADBAR';
    const v = mapVehicle(firstVehicle(doc));
    expect(v.fuelType).toBe('petrol+electric');
    expect(v.acrissFuel).toBe('H');
  });

  it('an unknown gearbox is ACRISS "-", and hire is read from the use\'s description too', () => {
    const doc = structuredClone(DIESEL_VAN) as any;
    const k = doc.kjoretoydataListe[0];
    k.godkjenning.tekniskGodkjenning.tekniskeData.motorOgDrivverk.girkassetype.kodeVerdi = 'S';
    k.registrering.kjoringensArt = { kodeVerdi: '13', kodeBeskrivelse: 'Utleie med fører' };
    const v = mapVehicle(k);
    expect(v.transmission).toBeNull();
    expect(v.acrissTransmission).toBe('-');
    expect(v.isValidRentalcar).toBe(true);
  });
});

const found = (): VehicleRegisterValues => mapVehicle(firstVehicle(PLUG_IN_HYBRID));

describe('fill rule', () => {
  it('fills only empty fields and reports each change with before and after', () => {
    const { values, changes } = fillFromRegister(
      { make: 'Volvo', model: '', year: null, color: '  ', seatCapacity: 7, fuelType: undefined, acriss: 'SF--' },
      found(),
      { checkedAt: '2026-11-23T12:00:00.000Z' },
    );
    expect(values.make).toBe('Volvo');
    expect(values.seatCapacity).toBe(7);
    expect(values.model).toBe('XC60');
    expect(values.acriss).toBe('SFAH');
    expect(values.isValidRentalcarCheckedAt).toBe('2026-11-23T12:00:00.000Z');
    const byField = Object.fromEntries(changes.map((c) => [c.field, c]));
    expect(byField.make).toBeUndefined();
    expect(byField.seatCapacity).toBeUndefined();
    expect(byField.model).toEqual({ field: 'model', before: '', after: 'XC60' });
    expect(byField.year).toEqual({ field: 'year', before: null, after: 2022 });
    expect(byField.color).toEqual({ field: 'color', before: '  ', after: 'Svart' });
    expect(byField.fuelType).toEqual({ field: 'fuelType', before: null, after: 'petrol+electric' });
    expect(byField.engineHp).toEqual({ field: 'engineHp', before: null, after: 312 });
    expect(byField.acriss).toEqual({ field: 'acriss', before: 'SF--', after: 'SFAH' });
    // A value the register does not know is never written (range of this car).
    expect(byField.rangeKm).toBeUndefined();
  });

  it('overwrites every field the register knows when asked, and reports no change where the value is the same', () => {
    const current = { make: 'Volvo', model: 'XC60', year: 2019, seatCapacity: 7, acriss: 'SFMV', rangeKm: 40, engineHp: '312' };
    const { values, changes } = fillFromRegister(current, found(), { overwrite: true });
    expect(values).toMatchObject({ make: 'VOLVO', model: 'XC60', year: 2022, seatCapacity: 5, acriss: 'SFAH', rangeKm: 40 });
    const fields = changes.map((c) => c.field);
    expect(fields).toContain('make');
    expect(fields).toContain('year');
    expect(fields).not.toContain('model');
    expect(fields).not.toContain('engineHp');
    expect(fields).not.toContain('rangeKm');
  });

  it('never invents an ACRISS code, and keeps a known transmission letter when the register has none', () => {
    expect(fillFromRegister({ acriss: '' }, found()).changes.some((c) => c.field === 'acriss')).toBe(false);
    const unknownGear = { ...found(), acrissTransmission: '-' as const };
    expect(fillFromRegister({ acriss: 'CDMR' }, unknownGear, { overwrite: true }).values.acriss).toBe('CDMH');
    expect(fillFromRegister({ acriss: 'CD' }, found()).values.acriss).toBe('CDAH');
    expect(fillFromRegister({ acriss: 'CDMR' }, found()).changes).not.toContainEqual(expect.objectContaining({ field: 'acriss' }));
  });

  it('changes nothing twice: filling the filled values again reports no change', () => {
    const first = fillFromRegister({}, found(), { checkedAt: '2026-11-23T12:00:00.000Z' });
    expect(first.changes.length).toBeGreaterThan(10);
    expect(fillFromRegister(first.values, found(), { overwrite: true, checkedAt: '2026-11-23T12:00:00.000Z' }).changes).toEqual([]);
  });
});

describe('register dates', () => {
  it('show as dd. mmmm yyyy', () => {
    expect(formatRegisterDate('2027-03-05')).toBe('05. mars 2027');
    expect(formatRegisterDate('2024-12-31T00:00:00')).toBe('31. desember 2024');
    expect(formatRegisterDate(null)).toBe('');
    expect(formatRegisterDate('2024-13-01')).toBe('');
  });
});

describe('PKK due', () => {
  it('is due when past or within 30 days (Oslo calendar dates), not without a date', () => {
    const today = '2026-11-23';
    expect(pkkDue('2026-11-01', today)).toBe(true);
    expect(pkkDue('2026-11-23', today)).toBe(true);
    expect(pkkDue('2026-12-23', today)).toBe(true);
    expect(pkkDue('2026-12-24', today)).toBe(false);
    expect(pkkDue(null, today)).toBe(false);
    // 23:30 UTC on 22 November is already 23 November in Oslo.
    expect(pkkDue('2026-12-23', new Date('2026-11-22T23:30:00Z'))).toBe(true);
    expect(pkkDue(new Date('2026-12-23T22:59:00Z'), today)).toBe(true);
    expect(pkkDue(new Date('2026-12-23T23:00:00Z'), today)).toBe(false);
  });

  it('the query bound agrees with the rule: Oslo midnight after the 30th day', () => {
    expect(pkkDueBefore('2026-11-23').toISOString()).toBe('2026-12-23T23:00:00.000Z');
    expect(pkkDueBefore('2026-03-01').toISOString()).toBe('2026-03-31T22:00:00.000Z'); // summer time by then
  });
});
