import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A form's submit and cancel buttons, side by side. */
export function FormButtons({
  submitLabel,
  disabled,
  onCancel,
  className = '',
}: {
  submitLabel: string;
  disabled: boolean;
  onCancel: () => void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={`flex items-end gap-2 ${className}`}>
      <Button type="submit" disabled={disabled}>
        {submitLabel}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </div>
  );
}
