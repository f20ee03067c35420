import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useItem } from '../api/get-item';
import { ItemDetailView } from './item-detail-view';

/** One published item on its own (every week and day, "Use this", ratings), or that it is gone. */
export function MarketplaceItem({ id }: { id: string }) {
  const { t } = useTranslation(['marketplace', 'common']);
  const lang = useAppLanguage();
  const item = useItem(id, lang);
  useDocumentTitle(item.data?.title ?? t('detail.title'));
  if (item.isPending) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-3" aria-hidden>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (item.isError) {
    return (
      <>
        <h1 className="sr-only">{t('detail.title')}</h1>
        <EmptyState icon={SearchX} title={t('detail.notFoundTitle')} description={t('detail.notFoundText')} />
      </>
    );
  }
  return <ItemDetailView item={item.data} backTo="/marketplace" />;
}
