import { describe, expect, it } from 'vitest';
import { matrixChanges, pairKey } from './matrix';
import { parseNumberList, slugify } from './numbers';

describe('parseNumberList', () => {
  it('reads weights separated by a comma and a space, semicolons or spaces, and decimal commas', () => {
    expect(parseNumberList('25, 20, 15, 2.5, 1.25')).toEqual([25, 20, 15, 2.5, 1.25]);
    expect(parseNumberList('25; 20 10')).toEqual([25, 20, 10]);
    expect(parseNumberList('1,25, 2,5')).toEqual([1.25, 2.5]);
    expect(parseNumberList('')).toEqual([]);
    expect(parseNumberList('25, heavy')).toBeNull();
  });
});

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
