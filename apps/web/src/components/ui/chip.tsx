import type { ReactNode } from 'react';

/** A small rounded label: a status, a role, a language. */
export function Chip({ children, tone = 'muted' }: { children: ReactNode; tone?: 'muted' | 'accent' | 'destructive' }) {
  const tones = {
    muted: 'border-border text-muted',
    accent: 'border-accent/50 text-accent',
    destructive: 'border-destructive/50 text-destructive',
  };
  return (
    <span className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs ${tones[tone]}`}>
      {children}
    </span>
  );
}
