import { Angry, Frown, Laugh, Meh, Smile, type LucideIcon } from 'lucide-react';

/**
 * Mood 1-5: each has a word (translated: journal:mood.1...), a face and a number besides its colour, so the colour is
 * never the only cue. Colours run from the destructive red to the accent green of DESIGN.md.
 */
export const MOODS = [1, 2, 3, 4, 5] as const;
export type Mood = (typeof MOODS)[number];

export const MOOD_ICONS: Record<Mood, LucideIcon> = { 1: Angry, 2: Frown, 3: Meh, 4: Smile, 5: Laugh };

export const MOOD_COLORS: Record<Mood, string> = {
  1: 'hsl(0 72% 55%)',
  2: 'hsl(24 90% 58%)',
  3: 'hsl(45 90% 55%)',
  4: 'hsl(100 55% 50%)',
  5: 'hsl(152 70% 45%)',
};

/** The mood an average (3.5...) is shown as. */
export function nearestMood(value: number): Mood {
  return Math.min(5, Math.max(1, Math.round(value))) as Mood;
}
