import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useExercise } from '../api/get-exercise';
import { ExerciseDetailView } from './exercise-detail';

/** An exercise's detail in a side sheet; the member's own ones can be edited from it. */
export function ExerciseDetailSheet({
  openId,
  lang,
  onClose,
}: {
  openId: string | null;
  lang: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['catalogue', 'common']);
  const detail = useExercise(openId, lang);
  return (
    <Sheet
      open={Boolean(openId)}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('detail.title')}
      closeLabel={t('common:close')}
      side="right"
    >
      <div className="p-4">
        {detail.data ? (
          <div className="flex flex-col gap-4">
            <ExerciseDetailView exercise={detail.data} />
            {detail.data.isCustom ? (
              <Button asChild variant="secondary">
                <Link to={`/fitness/exercises/${detail.data.id}/edit`}>{t('detail.edit')}</Link>
              </Button>
            ) : null}
          </div>
        ) : detail.isError ? (
          <p role="alert" className="text-sm text-text">
            {t('edit.notFound')}
          </p>
        ) : (
          <div aria-hidden className="flex flex-col gap-3">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
      </div>
    </Sheet>
  );
}
