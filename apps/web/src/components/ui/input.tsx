import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'min-h-11 w-full rounded-[8px] border border-border bg-surface px-3 text-base text-text placeholder:text-muted focus-visible:border-accent aria-invalid:border-destructive md:text-sm',
        className,
      )}
      {...props}
    />
  );
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'min-h-11 w-full rounded-[8px] border border-border bg-surface px-3 text-base text-text focus-visible:border-accent md:text-sm',
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-text', className)} {...props} />;
}
