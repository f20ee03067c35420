import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  framed = true,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  action?: ReactNode;
  /** False when the page draws the dashed frame around it (and something it keeps mounted, such as a button). */
  framed?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center text-center',
        framed && 'rounded-[12px] border border-dashed border-border px-6 py-10',
      )}
    >
      <Icon className="mb-3 size-8 text-muted" strokeWidth={1.75} aria-hidden />
      <h2 className="text-base font-semibold">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-muted">{description}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
