import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** A row's slug (lower case, digits, hyphens), with what it is for under it. */
export function SlugField({
  id,
  value,
  error,
  placeholder,
  withHint = true,
  onChange,
}: {
  id: string;
  value: string;
  error?: string | null;
  placeholder?: string;
  withHint?: boolean;
  onChange: (slug: string) => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <Field id={id} label={t('common.slug')} error={error} hint={withHint ? t('common.slugHint') : undefined}>
      <Input
        id={id}
        className="font-mono"
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
