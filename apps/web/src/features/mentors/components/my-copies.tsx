import { Library } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Chip } from '@/components/ui/chip';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { dateTimeFormat } from '@/lib/intl';
import { useMyCopies } from '../api/list-my-copies';
import { copyLink } from './use-this-button';

/** What I copied from Discover, each with a link to its origin and a note when a newer version exists. */
export function MyCopies() {
  const { t, i18n } = useTranslation('marketplace');
  const copies = useMyCopies();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const list = copies.data?.copies ?? [];
  if (copies.isPending) return <Skeleton className="h-32 w-full" />;
  if (list.length === 0) {
    return <EmptyState icon={Library} title={t('copies.emptyTitle')} description={t('copies.emptyText')} />;
  }
  return (
    <ul className="flex flex-col gap-2">
      {list.map((copy) => (
        <li key={copy.copyId} className="flex flex-col gap-1 rounded-[12px] border border-border bg-surface p-4">
          <div className="flex flex-wrap items-center gap-2">
            <Link to={`/marketplace?item=${copy.itemId}`} className="font-semibold hover:underline">
              {copy.title}
            </Link>
            <Chip>{t(`kinds.${copy.kind}`)}</Chip>
            {copy.latestVersion > copy.version ? <Chip tone="accent">{t('copies.newer')}</Chip> : null}
          </div>
          <p className="text-xs text-muted">
            {t('copies.copied', { version: copy.version, date: date.format(new Date(copy.copiedAt)) })}
          </p>
          {copy.templateId || copy.programId ? (
            <Link to={copyLink(copy)} className="self-start text-sm text-accent hover:underline">
              {copy.templateId ? t('use.start') : t('use.openPrograms')}
            </Link>
          ) : (
            <p className="text-xs text-muted">{t('copies.deleted')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
