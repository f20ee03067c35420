import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A checkbox with its label beside it, the whole row as tall as a finger. */
export function CheckboxField({
  checked,
  onCheckedChange,
  disabled,
  className,
  children,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={cn('flex min-h-11 items-center gap-3 text-sm', className)}>
      <input
        type="checkbox"
        className="size-5 accent-[var(--accent)]"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      {children}
    </label>
  );
}
