import { describe, expect, it } from 'vitest';
import { effortFormat } from './effort-format';

describe('effortFormat', () => {
  it('shows km and m to a member in kg, with two decimals for kilometres', () => {
    const effort = effortFormat('en', 'kg');
    expect(effort.distance(2000)).toBe('2.00 km');
    expect(effort.distance(40)).toBe('40 m');
    expect(effort.duration(65)).toBe('1:05');
    expect(effort.duration(3723)).toBe('1:02:03');
    expect(effort.pace(232)).toBe('3:52 /km');
    expect(effort.chartDistanceUnit([40, 60])).toBe('m');
    expect(effort.chartDistanceUnit([40, 2000])).toBe('km');
    expect(effort.distanceIn(effort.inDistanceUnit(2500, 'km'), 'km')).toBe('2.5 km');
  });

  it('shows mi and yd, and a pace per mile, to a member in lb, in their language', () => {
    const effort = effortFormat('es', 'lb');
    expect(effort.distance(1609.344 * 2)).toBe('2,00 mi');
    expect(effort.distance(36.576)).toBe('40 yd');
    expect(effort.paceUnit).toBe('mi');
    // 5:00 a km is 8:03 a mile.
    expect(effort.pace(300)).toBe('8:03 /mi');
    expect(effort.paceValue(300)).toBeCloseTo(482.8, 1);
  });
});
