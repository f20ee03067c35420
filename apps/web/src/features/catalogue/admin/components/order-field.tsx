import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** Where a row stands in lists: a whole number, lower first. */
export function OrderField({
  id,
  value,
  error,
  withHint = false,
  onChange,
}: {
  id: string;
  value: string;
  error?: string | null;
  withHint?: boolean;
  onChange: (order: string) => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <Field id={id} label={t('common.order')} error={error} hint={withHint ? t('common.orderHint') : undefined}>
      <Input
        id={id}
        inputMode="numeric"
        className="tabular-nums"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
