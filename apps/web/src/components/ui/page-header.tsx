import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A page's title, what it is for, and its main actions; `dense` for the admin area (DESIGN.md: denser, same tokens). */
export function PageHeader({
  title,
  description,
  actions,
  dense = false,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  dense?: boolean;
}) {
  return (
    <header className={cn('flex flex-wrap items-start justify-between', dense ? 'mb-4 gap-3' : 'mb-6 gap-4')}>
      <div className="min-w-0">
        <h1
          className={cn('text-2xl font-semibold', !dense && 'tracking-tight text-text md:text-[32px] md:leading-tight')}
        >
          {title}
        </h1>
        {description ? (
          <p className={cn('mt-1 text-sm text-muted', dense ? 'max-w-3xl' : 'max-w-2xl md:text-base')}>{description}</p>
        ) : null}
      </div>
      {actions ? <div className={cn('flex flex-wrap gap-2', !dense && 'max-w-full')}>{actions}</div> : null}
    </header>
  );
}
