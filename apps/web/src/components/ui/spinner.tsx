import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex items-center justify-center gap-2 text-muted', className)}
    >
      <LoaderCircle className="size-6 animate-spin" strokeWidth={1.75} aria-hidden />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function FullPageSpinner({ label }: { label: string }) {
  return <Spinner label={label} className="min-h-dvh" />;
}
