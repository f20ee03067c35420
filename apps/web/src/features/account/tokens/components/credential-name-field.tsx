import { TOKEN_NAME_MAX_LENGTH } from '@lifeorbit/contracts/tokens';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';

/**
 * The name a member gives what they create for another program (a personal token, an OAuth app): one line, the same
 * length limit, its hint and its error named under it.
 */
export function CredentialNameField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Input
        id={id}
        value={value}
        maxLength={TOKEN_NAME_MAX_LENGTH}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** How the API refused a create: over the member's limit (409), the top-level field it named, or neither. */
export function refusal(error: unknown): { limit: boolean; field: string | undefined } {
  if (!(error instanceof ApiError)) return { limit: false, field: undefined };
  return { limit: error.status === 409, field: error.details[0]?.field.split('.')[0] };
}
