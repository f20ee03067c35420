import { describe, expect, it } from 'vitest';
import { parseKgList, platesText, weightText } from './format';

describe('gym numbers', () => {
  it('reads a list of plates with decimal commas, heaviest first, once each', () => {
    expect(parseKgList('2,5, 25; 20 20 1.25')).toEqual([25, 20, 2.5, 1.25]);
    expect(parseKgList('')).toEqual([]);
    expect(parseKgList('25, ten')).toBeNull();
    expect(parseKgList('25, -5')).toBeNull();
  });

  it('writes weights and plates in the language', () => {
    expect(weightText(2.5, 'kg', 'es')).toBe('2,5 kg');
    expect(weightText(20, 'lb', 'en')).toBe('44.09 lb');
    expect(platesText([25, 1.25], 'ro')).toBe('25 · 1,25');
  });
});
