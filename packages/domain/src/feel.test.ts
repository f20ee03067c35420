import { describe, expect, it } from 'vitest';
import { FEELS, feelFromNotes, feelFromRpe, formatFeelNote, notesWithoutFeel, readFeel, type Feel } from './feel';

describe('feelFromRpe', () => {
  it.each<[number, Feel]>([
    [10, '--'],
    [9.5, '--'],
    [9.4, '-'],
    [8.5, '-'],
    [8.4, '='],
    [7.5, '='],
    [7.4, '+'],
    [6.5, '+'],
    [6.4, '++'],
    [1, '++'],
  ])('RPE %s reads as %s', (rpe, feel) => {
    expect(feelFromRpe(rpe)).toBe(feel);
  });
});

describe('feelFromNotes', () => {
  it.each<[string | null | undefined, Feel | null]>([
    ['Feel: ++', '++'],
    ['Feel: +', '+'],
    ['Feel: =', '='],
    ['Feel: -', '-'],
    ['Feel: --', '--'],
    ['feel:--', '--'],
    ['FEEL   :   +', '+'],
    ['Grip slipped. Feel: - then rested', '-'],
    ['Feel: +++', null],
    ['Feel: great', null],
    ['Unfeel: +', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j reads as %s', (notes, feel) => {
    expect(feelFromNotes(notes)).toBe(feel);
  });

  it('reads back every marker it writes', () => {
    for (const feel of FEELS) expect(feelFromNotes(formatFeelNote(feel))).toBe(feel);
  });
});

describe('readFeel', () => {
  it.each<[string, { notes?: string | null; rpe?: number | null }, Feel | null]>([
    ['the note over the RPE', { notes: 'Feel: ++', rpe: 10 }, '++'],
    ['the RPE without a note', { notes: null, rpe: 9 }, '-'],
    ['the RPE when the note has no marker', { notes: 'felt heavy', rpe: 7 }, '+'],
    ['nothing without either', {}, null],
    ['nothing for a null RPE', { notes: 'ok', rpe: null }, null],
    ['nothing for a NaN RPE', { rpe: Number.NaN }, null],
    ['nothing for an infinite RPE', { rpe: Number.POSITIVE_INFINITY }, null],
  ])('uses %s', (_label, source, feel) => {
    expect(readFeel(source)).toBe(feel);
  });
});

describe('notesWithoutFeel', () => {
  it.each<[string | null, string]>([
    ['Feel: =', ''],
    ['Feel: -, grip slipped', 'grip slipped'],
    ['grip slipped. Feel: ++', 'grip slipped.'],
    ['felt heavy', 'felt heavy'],
    [null, ''],
  ])('keeps the member words of %s', (notes, words) => {
    expect(notesWithoutFeel(notes)).toBe(words);
  });
});
