import { describe, expect, it } from 'vitest';
import { routeGeometry } from './route-path';

describe('routeGeometry', () => {
  it('draws north up and east right, inside the margin, from the first point to the last', () => {
    // A square of 0.01° at 60° N: 0.01° of longitude is half as long as 0.01° of latitude there.
    const geometry = routeGeometry([
      [60, 10],
      [60.01, 10],
      [60.01, 10.02],
      [60, 10.02],
    ])!;
    expect(geometry.width).toBe(320);
    const xs = geometry.path.match(/[ML](-?[\d.]+) /g)!.map((m) => Number(m.slice(1)));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(16);
    expect(Math.max(...xs)).toBeLessThanOrEqual(304);
    // North (the second point) is above the start; east (the third) is to its right.
    expect(geometry.path.startsWith(`M${geometry.start.x} ${geometry.start.y}`)).toBe(true);
    const [, north, east] = geometry.path.split(' L').map((part) => part.replace('M', '').split(' ').map(Number));
    expect(north![1]).toBeLessThan(geometry.start.y);
    expect(east![0]).toBeGreaterThan(north![0]!);
    // 0.02° east at 60° N is as long as 0.01° north: the drawn square is a square.
    expect(east![0]! - north![0]!).toBeCloseTo(geometry.start.y - north![1]!, 0);
    expect(geometry.end).toEqual({ x: east![0], y: geometry.start.y });
  });

  it('keeps a track running north to south within the height bounds', () => {
    const geometry = routeGeometry([
      [59.0, 5.7],
      [58.9, 5.7],
    ])!;
    expect(geometry.height).toBe(320);
    expect(geometry.start.x).toBe(160);
    expect(geometry.start.y).toBeLessThan(geometry.end.y);
  });

  it('has nothing to draw for fewer than two points or a single spot', () => {
    expect(routeGeometry([])).toBeNull();
    expect(routeGeometry([[58.9, 5.7]])).toBeNull();
    expect(
      routeGeometry([
        [58.9, 5.7],
        [58.9, 5.7],
      ]),
    ).toBeNull();
  });
});
