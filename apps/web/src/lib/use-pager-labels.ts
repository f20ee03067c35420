import { useTranslation } from 'react-i18next';
import type { PagerLabels } from '@/components/ui/list-pager';

/** The pager's words in the member's language (the `common` namespace), for a paged list's `pager.labels`. */
export function usePagerLabels(): PagerLabels {
  const { t } = useTranslation('common');
  return {
    summary: (at) => t('pager.summary', at),
    previous: t('pager.previous'),
    next: t('pager.next'),
  };
}
