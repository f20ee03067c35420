import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A box whose content may scroll sideways (a wide table on a phone). It takes focus and is a named region, so that
 * a keyboard can scroll it too and a screen reader says what it is (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn('overflow-x-auto', className)}>
      {children}
    </div>
  );
}
