import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from './button';

/** A button-like link back to where a page was opened from ("Back to the list"); the caller words it. */
export function BackLink({
  to,
  children,
  variant = 'secondary',
  className,
}: {
  to: string;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  return (
    <Button asChild variant={variant} className={className}>
      <Link to={to}>
        <ArrowLeft aria-hidden strokeWidth={1.75} />
        {children}
      </Link>
    </Button>
  );
}
