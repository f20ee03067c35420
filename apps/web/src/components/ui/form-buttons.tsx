import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** A form's submit and cancel buttons, side by side. */
export function FormButtons({
  submitLabel,
  disabled,
  onCancel,
  className,
}: {
  submitLabel: string;
  disabled: boolean;
  onCancel: () => void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={cn('flex flex-wrap items-end gap-2', className)}>
      <Button type="submit" disabled={disabled}>
        {submitLabel}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </div>
  );
}
