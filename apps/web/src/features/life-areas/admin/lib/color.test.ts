import { describe, expect, it } from 'vitest';
import { hexToHsl, hslToHex, isLifeColor } from './color';

describe('life-area colours', () => {
  it.each([
    ['152 65% 45%', '#28bd78'],
    ['0 100% 50%', '#ff0000'],
    ['200 100% 50%', '#00aaff'],
    ['0 0% 100%', '#ffffff'],
    ['0 0% 0%', '#000000'],
  ])('turns %s into %s and back', (hsl, hex) => {
    expect(hslToHex(hsl)).toBe(hex);
    const back = hexToHsl(hex)!;
    expect(isLifeColor(back)).toBe(true);
    expect(hslToHex(back)).toBe(hex);
  });

  it('keeps the seeded colours within one step when going through hex', () => {
    for (const hsl of ['45 90% 55%', '340 75% 62%', '262 70% 66%', '24 90% 58%']) {
      const [h, s, l] = hexToHsl(hslToHex(hsl)!)!.replace(/%/g, '').split(' ').map(Number);
      const [h0, s0, l0] = hsl.replace(/%/g, '').split(' ').map(Number);
      expect(Math.abs(h! - h0!)).toBeLessThanOrEqual(1);
      expect(Math.abs(s! - s0!)).toBeLessThanOrEqual(1);
      expect(Math.abs(l! - l0!)).toBeLessThanOrEqual(1);
    }
  });

  it('refuses what is not a colour', () => {
    expect(hslToHex('hsl(10, 20%, 30%)')).toBeNull();
    expect(hslToHex('361 20% 30%')).toBeNull();
    expect(hexToHsl('#12345')).toBeNull();
    expect(isLifeColor(' 10 20% 30% ')).toBe(true);
  });
});
