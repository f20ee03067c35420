import { describe, expect, it } from 'vitest';
import { moveItem, navItemDraftOf, navItemsBody, parseOrder, textsBody, textsDraftOf } from './drafts';

describe('life-area drafts', () => {
  it('sends blank translations as null and trims what is typed', () => {
    const draft = textsDraftOf({ en: 'Sleep', es: null, ro: 'Somn' }, { en: 'Rest', es: null, ro: null });
    draft.es.name = '  Sueño ';
    draft.ro.name = '   ';
    expect(textsBody(draft)).toEqual({
      names: { en: 'Sleep', es: 'Sueño', ro: null },
      descriptions: { en: 'Rest', es: null, ro: null },
    });
  });

  it('keeps a slug only for targets that open a category or a subcategory', () => {
    const atlas = navItemDraftOf({
      id: '1',
      target: 'atlas',
      slug: 'atlas',
      icon: 'globe',
      names: { en: 'Atlas', es: null, ro: null },
      href: '/atlas',
    });
    expect(atlas.slug).toBe('');
    const body = navItemsBody([atlas, { ...atlas, key: '2', target: 'subcategory', slug: 'sleep-quality' }]);
    expect(body).toEqual([
      { target: 'atlas', slug: null, icon: 'globe', names: { en: 'Atlas', es: null, ro: null } },
      { target: 'subcategory', slug: 'sleep-quality', icon: 'globe', names: { en: 'Atlas', es: null, ro: null } },
    ]);
  });

  it('moves an item up or down and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    const list = ['a', 'b'];
    expect(moveItem(list, 0, -1)).toBe(list);
    expect(moveItem(list, 1, 1)).toBe(list);
  });

  it('reads an order: blank is automatic, a whole number is kept, anything else is invalid', () => {
    expect(parseOrder(' ')).toBeNull();
    expect(parseOrder('7')).toBe(7);
    expect(parseOrder('-1')).toBe('invalid');
    expect(parseOrder('2.5')).toBe('invalid');
  });
});
