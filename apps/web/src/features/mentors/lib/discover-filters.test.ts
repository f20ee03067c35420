import { describe, expect, it } from 'vitest';
import { discoverQuery, filtersFrom } from './discover-filters';

const BAR = '11111111-1111-4111-8111-111111111111';

describe('Discover filters', () => {
  it('reads the address, dropping values the API would refuse', () => {
    const filters = filtersFrom(
      new URLSearchParams(`q=split&kind=program&level=expert&goal=strength&days=9&sort=rating&equipment=${BAR},nope`),
      'ro',
    );
    expect(filters).toEqual({
      q: 'split',
      kind: 'program',
      level: '',
      goal: 'strength',
      days: '',
      language: 'ro',
      sort: 'rating',
      equipment: [BAR],
    });
    expect(filtersFrom(new URLSearchParams(), 'en').sort).toBe('popular');
    // Any language, asked for, or one the member picked over their own.
    expect(filtersFrom(new URLSearchParams('language=any'), 'es').language).toBe('any');
    expect(filtersFrom(new URLSearchParams('language=en'), 'es').language).toBe('en');
  });

  it('asks the API for only the filters that are set', () => {
    const query = discoverQuery({ ...filtersFrom(new URLSearchParams('days=3'), 'es'), equipment: [BAR] }, 'es');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      lang: 'es',
      sort: 'popular',
      limit: '20',
      days: '3',
      language: 'es',
      equipment: BAR,
    });
    expect(
      new URLSearchParams(discoverQuery(filtersFrom(new URLSearchParams('language=any'), 'es'), 'es')).has('language'),
    ).toBe(false);
  });
});
