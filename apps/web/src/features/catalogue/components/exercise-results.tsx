import type { ExerciseSummary } from '@lifeorbit/contracts';
import { Dumbbell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ExerciseRow } from './exercise-row';

function ListSkeleton() {
  return (
    <ul aria-hidden className="divide-y divide-border">
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index} className="flex flex-col gap-2 px-4 py-3">
          <Skeleton className="h-4 w-48 max-w-full" />
          <Skeleton className="h-3 w-32" />
        </li>
      ))}
    </ul>
  );
}

/** The exercises found, a page at a time: each opens its detail; none found offers to make one's own. */
export function ExerciseResults({
  items,
  isPending,
  isError,
  hasMore,
  isFetchingMore,
  onRetry,
  onMore,
  onOpen,
  onNew,
}: {
  items: ExerciseSummary[];
  isPending: boolean;
  isError: boolean;
  hasMore: boolean;
  isFetchingMore: boolean;
  onRetry: () => void;
  onMore: () => void;
  onOpen: (exerciseId: string) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation(['catalogue', 'common']);
  return (
    <>
      <section aria-label={t('results')} className="overflow-hidden rounded-[12px] border border-border bg-surface">
        {isPending ? (
          <ListSkeleton />
        ) : isError ? (
          <div className="flex flex-col items-start gap-3 p-4" role="alert">
            <p className="text-sm text-text">{t('loadFailed')}</p>
            <Button variant="secondary" onClick={onRetry}>
              {t('common:retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="p-4">
            <EmptyState
              icon={Dumbbell}
              title={t('empty.title')}
              description={t('empty.description')}
              action={<Button onClick={onNew}>{t('empty.create')}</Button>}
            />
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {items.map((exercise) => (
              <li key={exercise.id}>
                <ExerciseRow exercise={exercise} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {hasMore ? (
        <Button variant="secondary" className="self-center" disabled={isFetchingMore} onClick={onMore}>
          {isFetchingMore ? t('common:loading') : t('showMore')}
        </Button>
      ) : null}
    </>
  );
}
