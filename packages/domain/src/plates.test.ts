import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitedByPlatesNote, platesPerSide } from './plates';
import { fromKg, toKg } from './units';
import { DEFAULT_WEIGHT_MODEL, POUND_WEIGHT_MODEL, type BarType, type WeightModel } from './weight-model';

describe('platesPerSide', () => {
  it.each<[number, BarType, number[], number]>([
    [100, 'barbell', [25, 15], 100],
    [60, 'barbell', [20], 60],
    [102.5, 'barbell', [25, 15, 1.25], 102.5],
    [20, 'barbell', [], 20],
    [22.5, 'barbell', [1.25], 22.5],
    [140, 'barbell', [25, 25, 10], 140],
    [250, 'barbell', [25, 25, 25, 25, 15], 250],
    [101.5, 'barbell', [25, 15], 100],
    [40, 'ezbar', [15, 1.25], 40],
    [41, 'ezbar', [15, 1.25], 40],
    [30, 'ezbar', [10, 1.25], 30],
    [60, 'fixed', [20], 60],
  ])('%s kg on the %s is %j per side (%s kg)', (targetKg, bar, perSideKg, totalKg) => {
    const loadout = platesPerSide(targetKg, { bar });
    expect(loadout.perSideKg).toEqual(perSideKg);
    expect(loadout.totalKg).toBe(totalKg);
    expect(loadout.note).toBeNull();
  });

  it.each<[string, number]>([
    ['below the bar', 15],
    ['zero', 0],
    ['negative', -40],
    ['NaN', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('gives the bare bar for a target %s', (_label, targetKg) => {
    expect(platesPerSide(targetKg)).toEqual({ perSideKg: [], totalKg: 20, differenceKg: 0, note: null });
  });

  it('defaults to the barbell and the default model', () => {
    expect(platesPerSide(60)).toEqual({ perSideKg: [20], totalKg: 60, differenceKg: 0, note: null });
  });

  it.each<[string, number, number[], number, number, string | null]>([
    ['shortfall of 5 kg', 65, [20], 60, 5, 'Limited by available plates (5 kg difference)'],
    ['shortfall of 2.5 kg exactly (not above the step)', 62.5, [20], 60, 2.5, null],
    ['shortfall of 2.6 kg', 62.6, [20], 60, 2.6, 'Limited by available plates (2.6 kg difference)'],
    ['heavy target', 175, [20, 20, 20, 10], 160, 15, 'Limited by available plates (15 kg difference)'],
  ])('notes a %s with plates of 20 and 10 only', (_label, targetKg, perSideKg, totalKg, differenceKg, note) => {
    const model: WeightModel = { ...DEFAULT_WEIGHT_MODEL, platesKgPerSide: [20, 10] };
    expect(platesPerSide(targetKg, { model })).toEqual({ perSideKg, totalKg, differenceKg, note });
  });

  it('reports a small shortfall with the default plates without a note', () => {
    expect(platesPerSide(101.5)).toMatchObject({ totalKg: 100, differenceKg: 1.5, note: null });
  });

  it('ignores plates that are zero, negative or too small to weigh', () => {
    const model: WeightModel = { ...DEFAULT_WEIGHT_MODEL, platesKgPerSide: [0, -5, 0.0001, 10] };
    expect(platesPerSide(45, { model })).toMatchObject({ perSideKg: [10], totalKg: 40 });
  });

  it('formats the note without trailing zeros', () => {
    expect(limitedByPlatesNote(1.5)).toBe('Limited by available plates (1.5 kg difference)');
    expect(limitedByPlatesNote(0.4)).toBe('Limited by available plates (0.4 kg difference)');
    expect(limitedByPlatesNote(5)).toBe('Limited by available plates (5 kg difference)');
  });

  const bars: BarType[] = ['barbell', 'ezbar', 'fixed'];
  const plateSets = fc.array(fc.constantFrom(25, 20, 15, 10, 5, 2.5, 1.25, 0.5, 0), { maxLength: 7 });

  it('never exceeds the target (or the bar, when the target is lighter)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 600, noNaN: true }),
        fc.constantFrom(...bars),
        plateSets,
        (targetKg, bar, plates) => {
          const model: WeightModel = { ...DEFAULT_WEIGHT_MODEL, platesKgPerSide: plates };
          const loadout = platesPerSide(targetKg, { bar, model });
          expect(loadout.totalKg).toBeLessThanOrEqual(Math.max(targetKg, model.barTypes[bar]) + 1e-9);
        },
      ),
    );
  });

  it('never uses negative weights and adds up to the total', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 600, noNaN: true }), fc.constantFrom(...bars), (targetKg, bar) => {
        const loadout = platesPerSide(targetKg, { bar });
        const barKg = DEFAULT_WEIGHT_MODEL.barTypes[bar];
        expect(loadout.totalKg).toBeGreaterThanOrEqual(0);
        expect(loadout.differenceKg).toBeGreaterThanOrEqual(0);
        expect(loadout.perSideKg.every((plate) => plate > 0)).toBe(true);
        const perSideSum = loadout.perSideKg.reduce((sum, plate) => sum + plate, 0);
        expect(loadout.totalKg).toBeCloseTo(barKg + 2 * perSideSum, 9);
        expect([...loadout.perSideKg].sort((a, b) => b - a)).toEqual(loadout.perSideKg);
      }),
    );
  });

  it('comes within the smallest pair of plates with the default plates', () => {
    fc.assert(
      fc.property(fc.double({ min: 20, max: 600, noNaN: true }), (targetKg) => {
        const loadout = platesPerSide(targetKg);
        expect(targetKg - loadout.totalKg).toBeLessThan(2.5 + 1e-9);
        expect(loadout.note).toBeNull();
      }),
    );
  });
});

describe('platesPerSide in a pound gym', () => {
  it('loads 225 lb as two 45 lb plates a side on the 45 lb bar', () => {
    const loadout = platesPerSide(toKg(225, 'lb'), { model: POUND_WEIGHT_MODEL });
    expect(loadout.perSideKg.map((kg) => Math.round(fromKg(kg, 'lb') * 100) / 100)).toEqual([45, 45]);
    expect(loadout.note).toBeNull();
  });

  it('loads 135 lb as one 45 and 185 lb as 45 + 25 a side', () => {
    const lbOf = (lb: number) =>
      platesPerSide(toKg(lb, 'lb'), { model: POUND_WEIGHT_MODEL }).perSideKg.map(
        (kg) => Math.round(fromKg(kg, 'lb') * 100) / 100,
      );
    expect(lbOf(135)).toEqual([45]);
    expect(lbOf(185)).toEqual([45, 25]);
  });
});
