import { Field } from './field';
import { Input } from './input';

/** A labelled box for a decimal number typed as text ("82,5" too), with its error or hint. */
export function DecimalField({
  id,
  label,
  value,
  error,
  hint,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string | null;
  hint?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        inputMode="decimal"
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
