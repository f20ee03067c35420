import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Field } from './field';
import { SearchInput } from './search-input';
import { SelectField } from './select-field';

/**
 * The row of search and filters above a list. With `onSubmit` it is a form that searches when its button (or Enter)
 * is pressed; without, each control filters as it changes.
 */
export function ListToolbar({
  children,
  onSubmit,
  submitLabel,
  className,
}: {
  children: ReactNode;
  onSubmit?: () => void;
  submitLabel?: string;
  className?: string;
}) {
  const classes = cn('mb-4 flex flex-wrap items-end gap-2', className);
  if (!onSubmit) return <div className={classes}>{children}</div>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className={classes}>
      {children}
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}

/** One labelled control of a toolbar (a date, a checkbox group...); `className` sets its width. */
export function ToolbarField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Field id={id} label={label}>
        {children}
      </Field>
    </div>
  );
}

/** The search box of a toolbar: it takes the room left; `hideLabel` keeps the label for screen readers only. */
export function ToolbarSearch({
  id,
  label,
  hideLabel = false,
  onValueChange,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'id' | 'onChange'> & {
  id: string;
  label: string;
  hideLabel?: boolean;
  onValueChange: (value: string) => void;
}) {
  const box = <SearchInput id={id} onChange={(event) => onValueChange(event.target.value)} {...input} />;
  if (hideLabel) {
    return (
      <div className={cn('min-w-60 flex-1', className)}>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        {box}
      </div>
    );
  }
  return (
    <ToolbarField id={id} label={label} className={cn('min-w-60 flex-1', className)}>
      {box}
    </ToolbarField>
  );
}

/**
 * A filter of a toolbar: "any" first (the empty value) when `anyLabel` is given, then the choices. As wide as its
 * longest choice, within reason (a fixed width cut "Cualquier músculo").
 */
export function ToolbarSelect({
  anyLabel,
  className,
  ...field
}: Omit<ComponentProps<typeof SelectField>, 'emptyLabel'> & { anyLabel?: string }) {
  return (
    <div className={cn('w-full sm:w-auto sm:max-w-64 sm:min-w-40', className)}>
      <SelectField emptyLabel={anyLabel} {...field} />
    </div>
  );
}
