import type { ExerciseDetail } from '@lifeorbit/contracts';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExerciseDetailView } from './exercise-detail';

/** A catalogue exercise opened for editing: it cannot be, so it is shown, with a way to make one's own instead. */
export function ReadOnlyExercise({ exercise, onCreateOwn }: { exercise: ExerciseDetail; onCreateOwn: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex gap-3">
        <Lock className="mt-0.5 size-5 shrink-0 text-muted" strokeWidth={1.75} aria-hidden />
        <div>
          <h2 className="font-semibold">{t('edit.readOnlyTitle')}</h2>
          <p className="mt-1 text-sm text-muted">{t('edit.readOnly')}</p>
          <Button className="mt-3" variant="secondary" onClick={onCreateOwn}>
            {t('empty.create')}
          </Button>
        </div>
      </Card>
      <Card>
        <ExerciseDetailView exercise={exercise} />
      </Card>
    </div>
  );
}
