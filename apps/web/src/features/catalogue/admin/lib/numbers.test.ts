import { describe, expect, it } from 'vitest';
import { matrixChanges, pairKey } from './matrix';
import { slugify } from './numbers';

describe('slugify', () => {
  it('makes a slug from a name in any of the three languages', () => {
    expect(slugify('Press de banca inclinado')).toBe('press-de-banca-inclinado');
    expect(slugify('Împins la piept (ș, ț)')).toBe('impins-la-piept-s-t');
    expect(slugify('  --  ')).toBe('');
  });
});

describe('matrixChanges', () => {
  it('lists the pairs to allow and to forbid', () => {
    const stored = new Set([pairKey('bar', 'overhand'), pairKey('bar', 'hook')]);
    const checked = new Set([pairKey('bar', 'overhand'), pairKey('db', 'neutral')]);
    expect(matrixChanges(stored, checked)).toEqual({
      add: [{ equipmentId: 'db', gripId: 'neutral' }],
      remove: [{ equipmentId: 'bar', gripId: 'hook' }],
    });
  });
});
