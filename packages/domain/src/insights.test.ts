import { describe, expect, it } from 'vitest';
import { shiftDay } from './calendar';
import {
  daysBetween,
  findInsights,
  MINIMUM_PAIRED_DAYS,
  type InsightDriverSeries,
  type InsightInput,
} from './insights';

/** A small seeded generator (mulberry32), so every run sees the same "random" members. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, normal };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const FROM = '2026-01-05';

interface Member {
  input: InsightInput;
  days: string[];
}

/**
 * A member over `length` days: trains on about 40% of days, writes most days (mood and energy 1-5 around a weekday
 * baseline: better at weekends), checks in readiness, tags some days. `moodAfterTraining` is the real effect of
 * training on the next day's mood.
 */
function member(seed: number, length: number, moodAfterTraining: number): Member {
  const random = generator(seed);
  const days = daysBetween(FROM, shiftDay(FROM, length - 1));
  const trained = new Map<string, number>();
  const tagged = new Map<string, number>();
  const mood = new Map<string, number>();
  const energy = new Map<string, number>();
  const readiness = new Map<string, number>();
  const volume = new Map<string, number>();
  for (const day of days) {
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) ? 0.5 : 0;
    if (random.next() < 0.4) {
      trained.set(day, 1);
      volume.set(day, 3000 + 1000 * random.normal());
    }
    const after = trained.has(shiftDay(day, -1)) ? moodAfterTraining : 0;
    if (random.next() < 0.85) {
      mood.set(day, Math.round(clamp(3 + weekend + after + 0.9 * random.normal(), 1, 5)));
      energy.set(day, Math.round(clamp(3 + 0.9 * random.normal(), 1, 5)));
      if (random.next() < 0.3) tagged.set(day, 1);
    }
    if (random.next() < 0.7) readiness.set(day, Math.round(clamp(65 + 12 * random.normal(), 0, 100)));
  }
  const drivers: InsightDriverSeries[] = [
    { kind: 'trained', key: 'trained', label: null, mode: 'presence', days: trained, knownOn: 'range' },
    { kind: 'tag', key: 'tag:work', label: 'work', mode: 'presence', days: tagged, knownOn: mood },
    { kind: 'volume', key: 'volume', label: null, mode: 'high', days: volume, knownOn: 'range' },
    { kind: 'readiness', key: 'readiness', label: null, mode: 'high', days: readiness, knownOn: 'range' },
    { kind: 'mood', key: 'mood', label: null, mode: 'high', days: mood, knownOn: 'range' },
  ];
  return { days, input: { from: FROM, until: days.at(-1)!, outcomes: { mood, energy, readiness }, drivers } };
}

describe('findInsights', () => {
  it('finds a real effect of training on the next day, with its size, days and interval', () => {
    const { input } = member(7, 180, 0.8);
    const { insights } = findInsights(input);
    const found = insights.find((i) => i.driver.kind === 'trained' && i.outcome === 'mood' && i.lag === 1);
    expect(found).toBeDefined();
    expect(found!.effect).toBeGreaterThan(0.4);
    expect(found!.effect).toBeLessThan(1.2);
    expect(found!.ciLow).toBeLessThan(0.8);
    expect(found!.ciHigh).toBeGreaterThan(0.8);
    expect(found!.pValue).toBeLessThan(0.01);
    expect(found!.pairedDays).toBeGreaterThanOrEqual(MINIMUM_PAIRED_DAYS);
    expect(found!.withDays + found!.withoutDays).toBe(found!.pairedDays);
  });

  it('finds the effect in most members that have it (power), over 180 days', () => {
    let found = 0;
    for (let seed = 1; seed <= 50; seed += 1) {
      const { insights } = findInsights(member(1000 + seed, 180, 0.8).input);
      if (insights.some((i) => i.driver.kind === 'trained' && i.outcome === 'mood' && i.lag === 1)) found += 1;
    }
    expect(found).toBeGreaterThanOrEqual(40);
  });

  it('says nothing on pure noise in at least 95% of 200 random members', () => {
    let spoke = 0;
    for (let seed = 1; seed <= 200; seed += 1) {
      const { insights, checked } = findInsights(member(seed, 150, 0).input);
      expect(checked).toBeGreaterThan(20);
      // The weekend lift of mood is real and is no insight about a driver: weekdays are compared with themselves.
      if (insights.length > 0) spoke += 1;
    }
    expect(spoke).toBeLessThanOrEqual(10);
  });

  it('tells a new member how many days each statement needs, and checks nothing', () => {
    const empty = new Map<string, number>();
    const result = findInsights({
      from: null,
      until: '2026-11-25',
      outcomes: { mood: empty, energy: empty, readiness: empty },
      drivers: [{ kind: 'trained', key: 'trained', label: null, mode: 'presence', days: empty, knownOn: 'range' }],
    });
    expect(result.insights).toEqual([]);
    expect(result.checked).toBe(0);
    expect(result.pending).toHaveLength(6);
    expect(result.pending.every((p) => p.daysNeeded === MINIMUM_PAIRED_DAYS && p.knownDays === 0)).toBe(true);
  });

  it('counts the days still needed from the days where both are known, closest first', () => {
    const { input } = member(3, 10, 0);
    const { pending, checked } = findInsights(input, 3);
    expect(checked).toBe(0);
    expect(pending).toHaveLength(3);
    expect(pending[0]!.daysNeeded).toBe(MINIMUM_PAIRED_DAYS - pending[0]!.knownDays);
    expect(pending[0]!.daysNeeded).toBeLessThanOrEqual(pending[2]!.daysNeeded);
  });

  it('never pairs a series with itself, and a driver on every day is checked but says nothing', () => {
    const { input, days } = member(11, 60, 0);
    const everyDay = new Map(days.map((day) => [day, 1]));
    const { insights, checked } = findInsights({
      ...input,
      drivers: [{ kind: 'mood', key: 'all', label: null, mode: 'presence', days: everyDay, knownOn: 'range' }],
    });
    expect(insights).toEqual([]);
    // Mood as a driver: energy and readiness, each on the same day and the next.
    expect(checked).toBe(4);
  });

  it('reads a constant series as never above its median', () => {
    const { input, days } = member(5, 40, 0);
    const flat = new Map(days.map((day) => [day, 3]));
    const result = findInsights({
      ...input,
      drivers: [{ kind: 'energy', key: 'energy', label: null, mode: 'high', days: flat, knownOn: 'range' }],
    });
    expect(result.insights).toEqual([]);
  });
});
