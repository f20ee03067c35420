import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A page's data could not be read: say so and offer to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['progress', 'common']);
  return (
    <div role="alert" className="rounded-[12px] border border-destructive/60 bg-destructive/10 p-4">
      <p className="text-sm">{t('progress:loadFailed')}</p>
      <Button className="mt-3" variant="secondary" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </div>
  );
}
