import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/** A search box with its magnifier; the caller labels it (an id and a <label>, shown or sr-only). */
export function SearchInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
        strokeWidth={1.75}
        aria-hidden
      />
      <Input type="search" autoComplete="off" className={cn('pl-10', className)} {...props} />
    </div>
  );
}
