import { platesPerSide } from '@lifeorbit/domain';
import { describe, expect, it } from 'vitest';
import { decimal, parseNumberList, plateFieldsDraft, readPlateFields, weightModelOf } from './plate-fields';

const DRAFT = {
  plates: '2,5, 25; 20 20 1.25',
  barbellKg: '20',
  ezbarKg: '7,5',
  fixedKg: '20',
  singleMinIncrementKg: '2.5',
  stackIncrementKg: '5',
  aux: '1, 2,5',
};

describe('parseNumberList', () => {
  it('reads weights separated by a comma and a space, semicolons or spaces, and decimal commas', () => {
    expect(parseNumberList('25, 20, 15, 2.5, 1.25')).toEqual([25, 20, 15, 2.5, 1.25]);
    expect(parseNumberList('25; 20 10')).toEqual([25, 20, 10]);
    expect(parseNumberList('1,25, 2,5')).toEqual([1.25, 2.5]);
    expect(parseNumberList('')).toEqual([]);
    expect(parseNumberList('25, heavy')).toBeNull();
  });
});

describe('readPlateFields', () => {
  it('reads the weights with decimal commas, the plates heaviest first and once each', () => {
    const { fields, invalid } = readPlateFields(DRAFT);
    expect(invalid).toEqual([]);
    expect(fields).toEqual({
      barbellKg: 20,
      ezbarKg: 7.5,
      fixedKg: 20,
      singleMinIncrementKg: 2.5,
      stackIncrementKg: 5,
      platesKgPerSide: [25, 20, 2.5, 1.25],
      auxIncrementsKg: [1, 2.5],
    });
  });

  it('names every field that is not a usable number', () => {
    const { fields, invalid } = readPlateFields({ ...DRAFT, barbellKg: '', fixedKg: '-5', plates: '25, -5', aux: 'x' });
    expect(fields).toBeNull();
    expect(invalid.sort()).toEqual(['aux', 'barbellKg', 'fixedKg', 'plates']);
    expect(readPlateFields({ ...DRAFT, plates: ' ' }).invalid).toEqual(['plates']);
  });

  it('writes stored numbers back as the form shows them, and feeds the plate maths', () => {
    const fields = readPlateFields(DRAFT).fields!;
    expect(plateFieldsDraft(fields)).toMatchObject({ plates: '25, 20, 2.5, 1.25', ezbarKg: '7.5', aux: '1, 2.5' });
    expect(decimal('102,5')).toBe(102.5);
    expect(Number.isNaN(decimal(' '))).toBe(true);
    expect(platesPerSide(decimal('72.5'), { bar: 'barbell', model: weightModelOf(fields) }).perSideKg).toEqual([
      25, 1.25,
    ]);
  });
});
