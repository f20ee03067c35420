import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KG_PER_LB, LB_PER_KG, convertWeight, fromKg, toKg, type WeightUnit } from './units';

describe('units', () => {
  it('uses 2.2046226218 lb per kg', () => {
    expect(LB_PER_KG).toBe(2.2046226218);
    expect(KG_PER_LB * LB_PER_KG).toBeCloseTo(1, 12);
  });

  it.each<[number, WeightUnit, number]>([
    [100, 'kg', 100],
    [220.46226218, 'lb', 100],
    [45, 'lb', 20.4117],
    [0, 'lb', 0],
  ])('toKg(%s, %s) is %s', (value, unit, kg) => {
    expect(toKg(value, unit)).toBeCloseTo(kg, 4);
  });

  it.each<[number, WeightUnit, number]>([
    [100, 'kg', 100],
    [100, 'lb', 220.46226218],
    [20, 'lb', 44.0925],
  ])('fromKg(%s, %s) is %s', (kg, unit, value) => {
    expect(fromKg(kg, unit)).toBeCloseTo(value, 4);
  });

  it.each<[number, WeightUnit, WeightUnit, number]>([
    [100, 'kg', 'lb', 220.46226218],
    [225, 'lb', 'kg', 102.0583],
    [60, 'kg', 'kg', 60],
    [135, 'lb', 'lb', 135],
  ])('convertWeight(%s, %s, %s) is %s', (value, from, to, converted) => {
    expect(convertWeight(value, from, to)).toBeCloseTo(converted, 4);
  });

  it('returns the input after converting there and back', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), (kg) => {
        expect(convertWeight(convertWeight(kg, 'kg', 'lb'), 'lb', 'kg')).toBeCloseTo(kg, 9);
      }),
    );
  });
});
