import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorMessage } from '../lib/errors';

/** A list or page that failed to load: what happened, in the admin's words, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-[12px] border border-destructive/40 p-4 text-sm"
    >
      <span className="text-destructive">{t('common.loadFailed', { message: errorMessage(error, t) })}</span>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
