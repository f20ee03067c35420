import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A language's flag drawn as SVG: flag emoji are empty boxes where the system has no emoji font for them (Debian's
 * Chromium, Windows). A language without a drawing here shows its code instead.
 */
const FLAGS: Record<string, ReactNode> = {
  // The United Kingdom's flag, for English (the red diagonals centred: no clip paths, so no ids to repeat).
  en: (
    <>
      <path d="M0 0h60v30H0z" fill="#012169" />
      <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30m0-30L0 30" stroke="#C8102E" strokeWidth="2" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
    </>
  ),
  es: (
    <>
      <path d="M0 0h60v30H0z" fill="#AA151B" />
      <path d="M0 7.5h60v15H0z" fill="#F1BF00" />
    </>
  ),
  ro: (
    <>
      <path d="M0 0h20v30H0z" fill="#002B7F" />
      <path d="M20 0h20v30H20z" fill="#FCD116" />
      <path d="M40 0h20v30H40z" fill="#CE1126" />
    </>
  ),
};

export function Flag({ code, className }: { code: string; className?: string }) {
  const drawing = FLAGS[code];
  if (!drawing) {
    return (
      <span
        aria-hidden
        className={cn('inline-flex items-center justify-center text-[10px] font-semibold uppercase', className)}
      >
        {code}
      </span>
    );
  }
  return (
    <svg
      viewBox="0 0 60 30"
      aria-hidden
      className={cn('h-3.5 w-7 shrink-0 rounded-[2px] ring-1 ring-border', className)}
      preserveAspectRatio="none"
    >
      {drawing}
    </svg>
  );
}
