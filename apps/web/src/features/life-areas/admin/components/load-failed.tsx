import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorMessage } from '../lib/messages';

/** A page that could not load: what happened and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('adminLifeAreas');
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-[12px] border border-destructive/40 p-4">
      <span className="text-sm text-destructive">{t('loadFailed', { message: errorMessage(error, t) })}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
