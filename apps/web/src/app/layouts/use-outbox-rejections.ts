import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { detailMessage } from '@/lib/field-errors';
import { getOutbox } from '@/lib/outbox';
import { toast } from '@/lib/toast';

/**
 * A write the server refused for good (a 400 with its reason) is taken out of the queue and shown, never retried
 * forever; the screen that made it refetches the truth.
 */
export function useOutboxRejections(): void {
  const { t } = useTranslation('common');
  useEffect(
    () =>
      getOutbox().onRejected((_entry, error) => {
        const reasons = [...new Set(error.details.map((detail) => detailMessage(detail, t)))];
        toast.error(t('sync.rejected'), { description: reasons.length > 0 ? reasons.join(' ') : undefined });
      }),
    [t],
  );
}
