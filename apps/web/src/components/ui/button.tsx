import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Slot } from './slot';

// A disabled button of any variant is drawn the same grey way: a faded green one still read as a button to press.
const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-[8px] px-4 text-sm font-medium whitespace-nowrap transition-colors duration-150 ease-out disabled:pointer-events-none disabled:border disabled:border-border disabled:bg-raised disabled:text-muted disabled:brightness-100 disabled:opacity-70 [&_svg]:size-5 [&_svg]:shrink-0';

const VARIANTS = {
  primary: 'bg-accent text-accent-text hover:brightness-110',
  secondary: 'border border-border bg-raised text-text hover:bg-border/60',
  ghost: 'text-text hover:bg-raised',
  destructive: 'bg-destructive text-destructive-text hover:brightness-110',
  link: 'min-h-0 px-0 text-accent underline-offset-4 hover:underline',
};

const SIZES = {
  md: '',
  sm: 'min-h-9 px-3 text-xs',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11 px-0',
};

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
  asChild?: boolean;
};

/** The classes of a button, for a link or anything else that should look like one. */
export function buttonVariants({ variant, size }: Pick<ButtonProps, 'variant' | 'size'> = {}): string {
  return cn(BASE, VARIANTS[variant ?? 'primary'], SIZES[size ?? 'md']);
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
