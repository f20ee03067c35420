export type Feel = '++' | '+' | '=' | '-' | '--';

/** From easiest to hardest. */
export const FEELS: readonly Feel[] = Object.freeze(['++', '+', '=', '-', '--']);

const RPE_FEEL_THRESHOLDS: readonly { minRpe: number; feel: Feel }[] = [
  { minRpe: 9.5, feel: '--' },
  { minRpe: 8.5, feel: '-' },
  { minRpe: 7.5, feel: '=' },
  { minRpe: 6.5, feel: '+' },
];

/** Expects a finite RPE; readFeel is the entry point for raw set data. */
export function feelFromRpe(rpe: number): Feel {
  return RPE_FEEL_THRESHOLDS.find(({ minRpe }) => rpe >= minRpe)?.feel ?? '++';
}

// Two-character markers come first so "++" is not read as "+"; a trailing marker character
// ("Feel: +++") means the note is not a feel marker at all.
const FEEL_NOTE_PATTERN = /\bfeel *: *(\+\+|--|\+|-|=)(?![+=-])/i;

export function feelFromNotes(notes: string | null | undefined): Feel | null {
  const match = FEEL_NOTE_PATTERN.exec(notes ?? '');
  return (match?.[1] as Feel | undefined) ?? null;
}

/** The member's own words in a set's notes, the "Feel: X" marker taken out (it is shown as the feel marker). */
export function notesWithoutFeel(notes: string | null | undefined): string {
  return (notes ?? '')
    .replace(FEEL_NOTE_PATTERN, '')
    .replace(/^[\s,;.·-]+|[\s,;·]+$/g, '')
    .trim();
}

/** The marker written into a set's notes so the next suggestion can read it back. */
export function formatFeelNote(feel: Feel): string {
  return `Feel: ${feel}`;
}

export interface FeelSource {
  notes?: string | null;
  rpe?: number | null;
}

/** What the member wrote wins over the RPE, because the note is their own verdict on the set. */
export function readFeel({ notes, rpe }: FeelSource): Feel | null {
  const fromNotes = feelFromNotes(notes);
  if (fromNotes !== null) return fromNotes;
  return typeof rpe === 'number' && Number.isFinite(rpe) ? feelFromRpe(rpe) : null;
}
