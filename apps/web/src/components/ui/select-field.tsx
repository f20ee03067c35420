import type { ComponentProps } from 'react';
import { Field } from './field';
import { NativeSelect } from './input';

export interface SelectChoice {
  value: string;
  label: string;
}

/**
 * A labelled select: "any" or "none" first (the empty value) when `emptyLabel` is given, then the choices; its error
 * or hint under it.
 */
export function SelectField({
  id,
  label,
  value,
  onValueChange,
  emptyLabel,
  isEmptyDisabled = false,
  choices,
  error,
  hint,
  ...select
}: Omit<ComponentProps<'select'>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  emptyLabel?: string;
  /** The empty choice only prompts ("Choose a body part") and cannot be picked again. */
  isEmptyDisabled?: boolean;
  choices: readonly SelectChoice[];
  error?: string | null;
  hint?: string;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <NativeSelect id={id} value={value} onChange={(event) => onValueChange(event.target.value)} {...select}>
        {emptyLabel !== undefined ? (
          <option value="" disabled={isEmptyDisabled}>
            {emptyLabel}
          </option>
        ) : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
